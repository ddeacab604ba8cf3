import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { errorMessage } from '../../../api';
import { Section } from '../../../ui/detail';
import { carrierProfileParts } from '../carrier-profile.route';
import { formatDate, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { SAFETY_RATING_COLORS, SAFETY_RATING_LABELS } from '../labels';
import type { ProfileTabProps } from '../profile-tab-props';
import { Withheld } from '../upgrade-prompt';
import { BasicsTable, OutOfServiceTable } from './safety-summary';
import { SafetyRecords } from './safety-records';

const KIND_WORDS: Record<string, string> = {
  general: 'property carriers',
  hazmat: 'hazardous-materials carriers',
  passenger: 'passenger carriers',
};

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The SMS snapshot: rating, BASIC percentiles against the thresholds for the carrier's kind, OOS rates. */
function SafetySummary({ carrierId }: { carrierId: number }) {
  // The route's loader started it when the profile opened on this tab (carrier-profile.route.ts).
  const safety = useQuery(carrierProfileParts.snapshot(carrierId));
  const data = safety.data;
  return (
    <Stack gap="sm">
      <Group gap="md">
        {/* A div: the rating's badge is one, and a div cannot sit in a paragraph. */}
        <Text size="sm" component="div">
          Safety rating{' '}
          {data ? (
            <StatusBadge color={SAFETY_RATING_COLORS[data.safety_rating] ?? 'gray'}>
              {SAFETY_RATING_LABELS[data.safety_rating] ?? humanize(data.safety_rating)}
            </StatusBadge>
          ) : null}
          {data?.safety_rating_date ? ` on ${formatDate(data.safety_rating_date)}` : ''}
        </Text>
        {data ? (
          <Text size="sm" c="dimmed">
            SMS snapshot of {formatDate(data.snapshot_date)} · {count(data.inspections_count, 'inspection')} and{' '}
            {count(data.crashes.total, 'crash', 'crashes')} in 24 months · thresholds for{' '}
            {KIND_WORDS[data.carrier_kind] ?? 'property carriers'}
          </Text>
        ) : null}
      </Group>
      {/* One above the other: side by side as wrapping flex items, whose width depends on their tables,
          they were measured, re-laid out and measured again (long tasks after the data was in). */}
      <SimpleGrid cols={1} spacing="md">
        <Box miw={0}>
          <Section title="BASIC percentiles">
            <BasicsTable query={safety} errorText={`Could not load the safety data: ${errorMessage(safety.error)}`} />
          </Section>
        </Box>
        <Box miw={0}>
          <Section title="Out-of-service rates">
            <OutOfServiceTable
              query={safety}
              errorText={`Could not load the safety data: ${errorMessage(safety.error)}`}
            />
          </Section>
        </Box>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Safety: the SMS snapshot and the inspections, crashes and violations of the last 24 months.
 * With the scope block_safety_data none of it is asked for, and the tab says why.
 */
export default function SafetyTab({ carrier, access }: ProfileTabProps) {
  // The records (three tables and their filters) mount in a render of their own, after the snapshot
  // has been drawn: the snapshot is the page's largest paint, and it does not wait for them (issue 29).
  const withRecords = useDeferredValue(true, false);
  if (!access.safety)
    return (
      <Withheld title="Safety data is hidden for your account">
        Your company has turned safety data off for your user (the block_safety_data permission), so this carrier’s
        safety rating, BASIC scores, inspections, crashes and violations are not shown. Ask a manager of your account if
        you need them.
      </Withheld>
    );
  return (
    <Stack gap="md">
      <SafetySummary carrierId={carrier.id} />
      {withRecords ? <SafetyRecords carrier={carrier} /> : null}
    </Stack>
  );
}

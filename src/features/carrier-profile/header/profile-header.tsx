import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useMemo } from 'react';
import type { CarrierDetail } from '../../../api';
import { assessRules, type ProfileAccess } from '../../../domain';
import { retireEarlyCarrierHeading } from '../../../lib/early-carrier';
import { humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { ASSESSMENT_BADGES, CONNECTION_COLORS, CONNECTION_LABELS, identifierLabel } from '../labels';
import { ProfileActions } from '../profile-actions';
import { CarrierFacts } from './carrier-facts';
import { RiskSignals } from './risk-signals';

/** The broker's overall rules assessment as a badge (overrides in force counted), or "No rules set". */
function AssessmentBadge({ carrier }: { carrier: CarrierDetail }) {
  const assessment = carrier.rules_assessment;
  const overall = useMemo(
    () => (assessment ? assessRules(assessment.results, assessment.carrier_rule_overrides, new Date()).overall : null),
    [assessment],
  );
  if (overall === null) return <StatusBadge color="gray">Rules: none set</StatusBadge>;
  const badge = ASSESSMENT_BADGES[overall];
  return <StatusBadge color={badge.color}>{badge.label}</StatusBadge>;
}

/** Whether the carrier is one of mine and where the broker's connection with it stands. */
function Relationship({ carrier }: { carrier: CarrierDetail }) {
  const { connection, subscription } = carrier;
  return (
    <>
      <StatusBadge variant="dot" color={subscription ? 'blue' : 'gray'}>
        {subscription ? 'My carrier' : 'Not in my carriers'}
      </StatusBadge>
      {connection ? (
        <StatusBadge color={connection.is_dismissed ? 'gray' : (CONNECTION_COLORS[connection.status] ?? 'gray')}>
          {connection.is_dismissed
            ? 'Connection dismissed'
            : `Connection: ${CONNECTION_LABELS[connection.status] ?? humanize(connection.status)}`}
        </StatusBadge>
      ) : (
        <StatusBadge variant="dot" color="gray">
          Not connected
        </StatusBadge>
      )}
    </>
  );
}

/**
 * The profile header: legal and DBA name, every identifier with its type, the assessment, the
 * my-carrier and connection state, the risk signals in one row, the actions, and the census and
 * authority facts below. All from the one detail call.
 */
export function ProfileHeader({
  carrier,
  access,
  tabs,
}: {
  carrier: CarrierDetail;
  access: ProfileAccess;
  tabs: readonly string[];
}) {
  // The name the head's script drew in this place before the app ran gives way to this one, in the same frame.
  useLayoutEffect(retireEarlyCarrierHeading, []);
  return (
    <Paper withBorder p="sm">
      <Stack gap={8}>
        {/* The actions sit beside the name; on a phone they go under it. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Group gap="xs" align="baseline">
              <Title order={1} size="h3">
                {carrier.legal_name}
              </Title>
              {carrier.dba_name ? (
                <Text size="sm" c="dimmed">
                  DBA {carrier.dba_name}
                </Text>
              ) : null}
            </Group>
            <Text size="sm" aria-label="Identifiers">
              {carrier.identifiers.length
                ? carrier.identifiers.map((i) => `${identifierLabel(i.is_type)} ${i.value}`).join(' · ')
                : 'No identifiers on file'}
            </Text>
            <Group gap={6} mt={2}>
              <AssessmentBadge carrier={carrier} />
              <Relationship carrier={carrier} />
            </Group>
          </Stack>
          <ProfileActions carrier={carrier} access={access} />
        </Group>
        <RiskSignals
          carrier={carrier}
          carrierId={carrier.id}
          outOfServiceDate={carrier.census.out_of_service_date}
          tabs={tabs}
        />
        <CarrierFacts carrier={carrier} />
      </Stack>
    </Paper>
  );
}

import { Group, Paper, Stack, Text } from '@mantine/core';
import { errorMessage, useGetCarrierInsights } from '../../../api';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';
import type { ProfileTabProps } from '../profile-tab-props';
import { Withheld } from '../upgrade-prompt';
import { AreasMap } from './areas-map';
import { Endpoints } from './endpoints';
import { TriumphPay } from './triumph-pay';

interface Lane {
  origin_state: string;
  destination_state: string;
  load_count: number;
  last_load_on: string;
}

const LANE_COLUMNS: DataTableColumn<Lane>[] = [
  { id: 'lane', header: 'Lane', cell: (l) => `${l.origin_state} → ${l.destination_state}` },
  { id: 'loads', header: 'Loads', align: 'right', cell: (l) => l.load_count },
  { id: 'last', header: 'Last load', cell: (l) => formatDate(l.last_load_on) },
];

/** Lanes run, load counts and states visited, as the platform saw them. */
function Lanes({ carrierId, name }: { carrierId: number; name: string }) {
  const insights = useGetCarrierInsights(carrierId);
  const data = insights.data;
  return (
    <Group align="flex-start" gap="md" grow wrap="wrap">
      <Section title="Lanes and loads">
        <Paper withBorder p="sm" aria-busy={insights.isPending || undefined}>
          <FactGrid wide={4}>
            <Fact label="Loads, 30 days">{data?.load_counts.last_30_days ?? '—'}</Fact>
            <Fact label="Loads, 90 days">{data?.load_counts.last_90_days ?? '—'}</Fact>
            <Fact label="Loads, 365 days">{data?.load_counts.last_365_days ?? '—'}</Fact>
            <Fact label="First load">{formatDate(data?.first_load_on)}</Fact>
          </FactGrid>
          {data?.states_visited.length ? (
            <Text size="xs" c="dimmed" mt={6}>
              States visited: {data.states_visited.map((s) => `${s.state} (${s.visit_count})`).join(', ')}
            </Text>
          ) : null}
        </Paper>
        <DataTable
          label={`Lanes of ${name}`}
          columns={LANE_COLUMNS}
          rows={insights.isError ? [] : data?.lanes}
          getRowId={(l) => `${l.origin_state}-${l.destination_state}`}
          state={insights}
          emptyMessage="No loads seen on the platform yet."
          errorMessage={`Could not load the insights: ${errorMessage(insights.error)}`}
          maxHeight={240}
        />
      </Section>
      <TriumphPay carrierId={carrierId} />
    </Group>
  );
}

/**
 * Insights (with the paywall's can_view_insights, else an upgrade prompt and no call): lanes and
 * load counts, the areas most touched and those verified by ELD on a map, the e-mail addresses
 * rate confirmations went through (other domains flagged), and TriumphPay payments.
 */
export default function InsightsTab({ carrier, access }: ProfileTabProps) {
  if (!access.insights)
    return (
      <Withheld title="Carrier insights are not in your plan" upgrade>
        Lanes, loads, where the carrier’s trucks are seen, the e-mail addresses its rate confirmations go through and
        its TriumphPay payments come with plans that include insights.
      </Withheld>
    );
  return (
    <Stack gap="md">
      <Lanes carrierId={carrier.id} name={carrier.legal_name} />
      <AreasMap carrier={carrier} />
      <Endpoints carrier={carrier} />
    </Stack>
  );
}

import { Box, Group, Text } from '@mantine/core';
import type { BasicScore, CarrierSafety, OutOfServiceRate } from '../../../api';
import { BASIC_LABELS, basicStanding, isAboveNationalAverage, type Basic, type BasicStanding } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

interface SafetyQuery {
  data?: CarrierSafety;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type BasicRow = BasicScore & { standing: BasicStanding; name: string };

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** A percentile as a bar with the intervention threshold marked on it. */
function PercentileBar({ standing, name }: { standing: BasicStanding; name: string }) {
  if (standing.state === 'not_scored')
    return (
      <Text size="xs" c="dimmed">
        Not enough inspections to score
      </Text>
    );
  const color = standing.state === 'alert' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-blue-6)';
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        role="img"
        aria-label={`${name}: ${percent(standing.percentile)}, threshold ${standing.threshold}%`}
        pos="relative"
        w={130}
        h={10}
        bg="gray.2"
        style={{ borderRadius: 2 }}
      >
        <Box
          pos="absolute"
          left={0}
          top={0}
          h={10}
          w={`${standing.percentile}%`}
          bg={color}
          style={{ borderRadius: 2 }}
        />
        <Box pos="absolute" top={-3} h={16} w={2} bg="dark.6" left={`calc(${standing.threshold}% - 1px)`} />
      </Box>
      <Text size="xs" fw={600}>
        {percent(standing.percentile)}
      </Text>
    </Group>
  );
}

const BASIC_COLUMNS: DataTableColumn<BasicRow>[] = [
  { id: 'basic', header: 'BASIC', cell: (r) => r.name },
  {
    id: 'percentile',
    header: 'Percentile',
    cell: (r) => <PercentileBar standing={r.standing} name={r.name} />,
    width: 210,
  },
  { id: 'threshold', header: 'Threshold', align: 'right', cell: (r) => `${r.standing.threshold}%` },
  {
    id: 'status',
    header: 'Status',
    cell: (r) =>
      r.standing.state === 'alert' ? (
        <StatusBadge color="red">Over threshold</StatusBadge>
      ) : r.standing.state === 'below' ? (
        <StatusBadge color="green">Under threshold</StatusBadge>
      ) : (
        <StatusBadge color="gray">Not scored</StatusBadge>
      ),
  },
  {
    id: 'violations',
    header: 'With violations',
    align: 'right',
    cell: (r) => r.inspections_with_violations,
  },
];

/** The BASICs, each against FMCSA's threshold for the carrier's kind (src/domain/basic-thresholds.ts). */
export function BasicsTable({ query, errorText }: { query: SafetyQuery; errorText: string }) {
  const data = query.data;
  const rows = data?.basics.map((b): BasicRow => ({
    ...b,
    name: BASIC_LABELS[b.basic as Basic] ?? humanize(b.basic),
    standing: basicStanding(b.basic as Basic, b.percentile, data.carrier_kind),
  }));
  return (
    <DataTable
      label="BASIC percentiles"
      columns={BASIC_COLUMNS}
      rows={query.isError ? [] : rows}
      getRowId={(r) => r.basic}
      state={query}
      emptyMessage="No BASIC scores published for this carrier."
      errorMessage={errorText}
      maxHeight={260}
    />
  );
}

type RateRow = OutOfServiceRate & { kind: string };

const RATE_COLUMNS: DataTableColumn<RateRow>[] = [
  { id: 'kind', header: 'Type', cell: (r) => r.kind },
  { id: 'inspections', header: 'Inspections', align: 'right', cell: (r) => r.inspections },
  { id: 'oos', header: 'OOS', align: 'right', cell: (r) => r.out_of_service },
  { id: 'rate', header: 'Rate', align: 'right', cell: (r) => (r.rate === null ? '—' : percent(r.rate)) },
  { id: 'national', header: 'National', align: 'right', cell: (r) => percent(r.national_average) },
  {
    id: 'compare',
    header: 'Against national',
    cell: (r) => {
      const above = isAboveNationalAverage(r.rate, r.national_average);
      if (above === null)
        return (
          <Text size="xs" c="dimmed">
            No inspections
          </Text>
        );
      return above ? (
        <StatusBadge color="red">Above</StatusBadge>
      ) : (
        <StatusBadge color="green">At or below</StatusBadge>
      );
    },
  },
];

/** Vehicle, driver and hazmat out-of-service rates against the national averages. */
export function OutOfServiceTable({ query, errorText }: { query: SafetyQuery; errorText: string }) {
  const data = query.data;
  const rows: RateRow[] | undefined = data && [
    { kind: 'Vehicle', ...data.vehicle_out_of_service },
    { kind: 'Driver', ...data.driver_out_of_service },
    { kind: 'Hazmat', ...data.hazmat_out_of_service },
  ];
  return (
    <DataTable
      label="Out-of-service rates"
      columns={RATE_COLUMNS}
      rows={query.isError ? [] : rows}
      getRowId={(r) => r.kind}
      state={query}
      emptyMessage="No inspections in 24 months."
      errorMessage={errorText}
      maxHeight={260}
    />
  );
}

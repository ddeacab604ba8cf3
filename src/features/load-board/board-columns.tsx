import { Button, Group, Text } from '@mantine/core';
import type { BoardLoad } from '../../api';
import { postingAge } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatMiles, formatPlace, formatPounds } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { POSTING_AGE_LABELS } from './labels';
import { formatDollars, formatRatePerMile } from './money';

/** What the board's columns need from the screen. */
export interface BoardColumnsOptions {
  now: Date;
  /** Posts or unposts a row's load (its button; the `p` key does the same). */
  onToggle: (load: BoardLoad) => void;
  /** The load being posted or unposted, whose button shows progress. */
  pendingId: number | null;
  /** The distance from the searched origin, shown only when an origin is searched. */
  withDistance: boolean;
  equipmentLabel: (value: string) => string;
}

/** Whether the load is posted, and how long ago in a bucket of monitoring §5. */
function postedCell(load: BoardLoad, now: Date) {
  if (!load.is_posted) return <StatusBadge color="gray">Not posted</StatusBadge>;
  const age = load.last_posted_at ? postingAge(load.last_posted_at, now) : null;
  return (
    <StatusBadge color={age === '>72hr' ? 'orange' : 'green'}>{age ? POSTING_AGE_LABELS[age] : 'Posted'}</StatusBadge>
  );
}

const needs = (load: BoardLoad) =>
  [load.hazmat_required ? 'Hazmat' : null, load.tanker_required ? 'Tanker' : null].filter(Boolean).join(', ');

/** The load board's columns: load, posting age, lane, pickup and delivery, equipment, weight, rate, rate per mile, miles, matches, and Post/Unpost. */
export function boardColumns(options: BoardColumnsOptions): DataTableColumn<BoardLoad>[] {
  const columns: (DataTableColumn<BoardLoad> | null)[] = [
    {
      id: 'load',
      header: 'Load',
      cell: (load) => (
        <Group gap={6} wrap="nowrap">
          <Text span fz="inherit" fw={600}>
            {load.id}
          </Text>
          <Text span size="xs" c="dimmed">
            {load.reference_number}
          </Text>
        </Group>
      ),
    },
    {
      id: 'posted',
      header: 'Posted',
      sortKey: 'posting',
      descFirst: true,
      cell: (load) => postedCell(load, options.now),
    },
    {
      id: 'lane',
      header: 'Lane',
      maxWidth: 250,
      title: (load) => `${formatPlace(load.origin)} → ${formatPlace(load.destination)}`,
      cell: (load) => `${formatPlace(load.origin)} → ${formatPlace(load.destination)}`,
    },
    { id: 'pickup', header: 'Pickup', sortKey: 'pickup', cell: (load) => formatDateTime(load.pickup_time) },
    { id: 'dropoff', header: 'Delivery', sortKey: 'dropoff', cell: (load) => formatDateTime(load.dropoff_time) },
    {
      id: 'equipment',
      header: 'Equipment',
      maxWidth: 170,
      title: (load) => needs(load) || undefined,
      cell: (load) => (
        <Group gap={4} wrap="nowrap">
          <span>
            {options.equipmentLabel(load.equipment_type)}
            {load.trailer_length_ft ? ` · ${load.trailer_length_ft} ft` : ''}
          </span>
          {needs(load) ? <StatusBadge color="red">{needs(load)}</StatusBadge> : null}
        </Group>
      ),
    },
    { id: 'weight', header: 'Weight', align: 'right', cell: (load) => formatPounds(load.weight_lbs) },
    {
      id: 'rate',
      header: 'Rate',
      sortKey: 'price',
      descFirst: true,
      align: 'right',
      cell: (load) => formatDollars(load.min_rate_cents),
    },
    {
      id: 'rpm',
      header: 'RPM',
      sortKey: 'rpm',
      descFirst: true,
      align: 'right',
      cell: (load) => formatRatePerMile(load.rate_per_mile),
    },
    { id: 'miles', header: 'Miles', align: 'right', cell: (load) => formatMiles(load.billable_miles) },
    options.withDistance
      ? {
          id: 'distance',
          header: 'DH-O',
          sortKey: 'distance',
          align: 'right',
          cell: (load) => formatMiles(load.miles_from_origin),
        }
      : null,
    { id: 'matches', header: 'Matches', align: 'right', cell: (load) => load.matches_count },
    {
      id: 'action',
      header: 'Post',
      width: 76,
      cell: (load) => (
        <Button
          size="compact-xs"
          variant={load.is_posted ? 'default' : 'light'}
          // The row is the tab stop; its `p` key does what this button does.
          tabIndex={-1}
          loading={options.pendingId === load.id}
          aria-label={`${load.is_posted ? 'Unpost' : 'Post'} load ${load.id}`}
          onClick={() => options.onToggle(load)}
        >
          {load.is_posted ? 'Unpost' : 'Post'}
        </Button>
      ),
    },
  ];
  return columns.filter((column): column is DataTableColumn<BoardLoad> => column !== null);
}

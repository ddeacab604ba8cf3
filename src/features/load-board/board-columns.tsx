import { Button, Text } from '@mantine/core';
import type { BoardLoad } from '../../api';
import { postingAge } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatMiles, formatPlace, humanize } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { formatDollars, formatRatePerMile, formatShortDateTime } from './board-format';
import { POSTING_AGE_LABELS, POSTING_AGE_SHORT } from './labels';
import { wholeNumber } from '../../ui/en-us';

/** What the board's columns need from the screen. */
export interface BoardColumnsOptions {
  now: Date;
  /** Posts or unposts a row's load (its button; the `p` key does the same). */
  onToggle: (load: BoardLoad) => void;
  /** The load being posted or unposted, whose button shows progress. */
  pendingId: number | null;
  /** The distance from the searched origin, shown only when an origin is searched. */
  withDistance: boolean;
}

/** Whether the load is posted, and how long ago in a bucket of monitoring §5 (short; the words are the tooltip). */
function postedCell(load: BoardLoad, now: Date) {
  if (!load.is_posted) return <StatusBadge color="gray">Not posted</StatusBadge>;
  const age = load.last_posted_at ? postingAge(load.last_posted_at, now) : null;
  return (
    <StatusBadge color={age === '>72hr' ? 'orange' : 'green'}>{age ? POSTING_AGE_SHORT[age] : 'Posted'}</StatusBadge>
  );
}

const postedTitle = (load: BoardLoad, now: Date) => {
  const age = load.is_posted && load.last_posted_at ? postingAge(load.last_posted_at, now) : null;
  return age ? `Posted ${POSTING_AGE_LABELS[age].toLowerCase()}` : load.is_posted ? 'Posted' : 'Not posted';
};

const needs = (load: BoardLoad) =>
  [load.hazmat_required ? 'Hazmat' : null, load.tanker_required ? 'Tanker' : null].filter(
    (need): need is string => need !== null,
  );

const lane = (load: BoardLoad) => `${formatPlace(load.origin)} → ${formatPlace(load.destination)}`;

/**
 * The load board's columns, dense enough for 1440 px: load, posting age, lane, pickup, delivery,
 * equipment, what it needs, weight, rate, rate per mile, miles, the distance from the searched
 * origin (when one is), matches, and Post/Unpost. The reference number is the load's tooltip.
 */
export function boardColumns(options: BoardColumnsOptions): DataTableColumn<BoardLoad>[] {
  const columns: (DataTableColumn<BoardLoad> | null)[] = [
    {
      id: 'load',
      header: 'Load',
      title: (load) => `Load ${load.id} · ${load.reference_number}`,
      cell: (load) => (
        <Text span fz="inherit" fw={600}>
          {load.id}
        </Text>
      ),
    },
    {
      id: 'posted',
      header: 'Posted',
      sortKey: 'posting',
      descFirst: true,
      title: (load) => postedTitle(load, options.now),
      cell: (load) => postedCell(load, options.now),
    },
    { id: 'lane', header: 'Lane', maxWidth: options.withDistance ? 140 : 200, title: lane, cell: lane },
    { id: 'pickup', header: 'Pickup', sortKey: 'pickup', cell: (load) => formatShortDateTime(load.pickup_time) },
    { id: 'dropoff', header: 'Delivery', sortKey: 'dropoff', cell: (load) => formatShortDateTime(load.dropoff_time) },
    {
      id: 'equipment',
      header: 'Equipment',
      maxWidth: 130,
      title: (load) => humanize(load.equipment_type),
      cell: (load) =>
        `${humanize(load.equipment_type)}${load.trailer_length_ft ? ` · ${load.trailer_length_ft} ft` : ''}`,
    },
    {
      id: 'needs',
      header: 'Needs',
      cell: (load) =>
        needs(load).length ? (
          <StatusBadge color="red">{needs(load).join(' + ')}</StatusBadge>
        ) : (
          <Text span size="xs" c="dimmed">
            —
          </Text>
        ),
    },
    {
      id: 'weight',
      header: 'Lbs',
      align: 'right',
      title: (load) => (load.weight_lbs === null ? undefined : `${wholeNumber(load.weight_lbs)} pounds`),
      cell: (load) => (load.weight_lbs === null ? '—' : wholeNumber(load.weight_lbs)),
    },
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
    { id: 'miles', header: 'Miles', align: 'right', cell: (load) => wholeNumber(load.billable_miles) },
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
      cell: (load) => (
        <Button
          size="compact-xs"
          // Within the 26-px row (the compact button is 22 px, the cell's padding 4).
          h={20}
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

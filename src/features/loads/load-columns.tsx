import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Load } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatMiles, formatPlace, humanize } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { LOAD_STATUS_COLORS, loadStatusLabel, TRACKING_STATUS_COLORS } from './load-labels';

const stopCell = (stop: Load['stops'][number] | undefined) =>
  stop ? (
    <Group gap={6} wrap="nowrap">
      <span>{formatPlace(stop)}</span>
      <Text span size="xs" c="dimmed">
        {formatDateTime(stop.appointment_start)}
      </Text>
    </Group>
  ) : (
    '—'
  );

/** The loads table's columns: load and reference, status, tracking, carrier, lane with appointments, vehicle, miles, open alerts. */
export const LOAD_COLUMNS: DataTableColumn<Load>[] = [
  {
    id: 'id',
    header: 'Load',
    sortKey: 'id',
    descFirst: true,
    cell: (load) => (
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={paths.loadDetail.href(load.id)} fz="inherit" fw={600}>
          {load.id}
        </Anchor>
        <Text span size="xs" c="dimmed">
          {load.reference_number}
        </Text>
      </Group>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (load) => (
      <StatusBadge color={LOAD_STATUS_COLORS[load.status] ?? 'gray'}>{loadStatusLabel(load.status)}</StatusBadge>
    ),
  },
  {
    id: 'tracking',
    header: 'Tracking',
    cell: (load) => (
      <StatusBadge variant="dot" color={TRACKING_STATUS_COLORS[load.tracking_status] ?? 'gray'}>
        {humanize(load.tracking_status)}
      </StatusBadge>
    ),
  },
  {
    id: 'carrier',
    header: 'Carrier',
    maxWidth: 220,
    title: (load) => carrierName(load.carrier) ?? undefined,
    cell: (load) =>
      carrierName(load.carrier) ?? (
        <Text span size="xs" c="dimmed">
          Not covered
        </Text>
      ),
  },
  { id: 'origin', header: 'Origin', sortKey: 'origin', cell: (load) => stopCell(load.stops[0]) },
  { id: 'destination', header: 'Destination', sortKey: 'destination', cell: (load) => stopCell(load.stops.at(-1)) },
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (load) =>
      load.vehicle ? (
        (load.vehicle.unit_number ?? `…${load.vehicle.vin.slice(-6)}`)
      ) : (
        <Text span size="xs" c="dimmed">
          Unassigned
        </Text>
      ),
  },
  { id: 'miles', header: 'Miles', align: 'right', cell: (load) => formatMiles(load.billable_miles) },
  {
    id: 'alerts',
    header: 'Alerts',
    align: 'right',
    cell: (load) =>
      load.open_alerts_count > 0 ? (
        <Anchor component={Link} to={paths.alerts.href({ load: load.id })} fz="inherit" c="red.8" fw={600}>
          {load.open_alerts_count}
        </Anchor>
      ) : (
        <Text span fz="inherit" c="dimmed">
          0
        </Text>
      ),
  },
];

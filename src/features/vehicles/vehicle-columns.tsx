import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Vehicle } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDate, formatDateTime, formatPlace } from '../../ui/format';
import { sourceLabel, vehicleKind, vehicleModel, vehicleName } from './vehicle-labels';

/** The vehicle search's columns: vehicle and VIN, kind, model, carrier, ELD, last position, seen, source. */
export const VEHICLE_COLUMNS: DataTableColumn<Vehicle>[] = [
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (v) => (
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={paths.vehicleShow.href(v.id)} fz="inherit" fw={600}>
          {vehicleName(v)}
        </Anchor>
        <Text span size="xs" c="dimmed" ff="monospace">
          {v.vin}
        </Text>
      </Group>
    ),
  },
  { id: 'kind', header: 'Kind', cell: vehicleKind },
  { id: 'model', header: 'Model', maxWidth: 150, title: vehicleModel, cell: vehicleModel },
  {
    id: 'carrier',
    header: 'Carrier',
    maxWidth: 170,
    title: (v) => carrierName(v.carrier) ?? undefined,
    cell: (v) => (
      <Anchor component={Link} to={paths.carrierDetail.href(v.carrier.id)} fz="inherit" c="inherit">
        {carrierName(v.carrier)}
      </Anchor>
    ),
  },
  { id: 'eld', header: 'ELD', cell: (v) => v.eld_provider ?? '—' },
  {
    id: 'position',
    header: 'Last position',
    maxWidth: 240,
    title: (v) =>
      v.last_location ? `${formatPlace(v.last_location)} at ${formatDateTime(v.last_location.recorded_at)}` : undefined,
    cell: (v) =>
      v.last_location ? (
        <Group gap={6} wrap="nowrap">
          <span>{formatPlace(v.last_location)}</span>
          <Text span size="xs" c="dimmed">
            {formatDateTime(v.last_location.recorded_at)}
          </Text>
        </Group>
      ) : (
        '—'
      ),
  },
  { id: 'seen', header: 'Seen', sortKey: 'date', descFirst: true, cell: (v) => formatDate(v.date) },
  {
    id: 'source',
    header: 'Source',
    maxWidth: 130,
    title: (v) => sourceLabel(v.source),
    cell: (v) => sourceLabel(v.source),
  },
];

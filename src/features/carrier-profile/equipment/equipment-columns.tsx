import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CarrierEquipment, EldCarrierVehicle } from '../../../api';
import { paths } from '../../../config/paths';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDate, formatDateTime, formatPlace, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { sourceLabel } from '../labels';

/** The vehicles seen in 2 years: VIN, power unit or trailer and its type, where it was seen, when. */
export const EQUIPMENT_COLUMNS: DataTableColumn<CarrierEquipment>[] = [
  { id: 'vin', header: 'VIN', cell: (v) => v.vin },
  { id: 'type', header: 'Type', cell: (v) => humanize(v.is_type) },
  { id: 'kind', header: 'Power unit or trailer type', cell: (v) => humanize(v.power_unit_type ?? v.trailer_type) },
  { id: 'source', header: 'Source', cell: (v) => sourceLabel(v.source) },
  { id: 'date', header: 'Last seen', cell: (v) => formatDate(v.date) },
];

/** The ELD vehicles: unit (to Vehicle Show), VIN, provider, on the COI or not, last position. */
export const ELD_VEHICLE_COLUMNS: DataTableColumn<EldCarrierVehicle>[] = [
  {
    id: 'unit',
    header: 'Unit',
    cell: (v) => (
      <Anchor component={Link} to={paths.vehicleShow.href(v.id)} size="sm">
        {v.unit_number ?? v.vin}
      </Anchor>
    ),
  },
  { id: 'vin', header: 'VIN', cell: (v) => v.vin },
  { id: 'provider', header: 'ELD provider', cell: (v) => v.eld_provider },
  {
    id: 'coi',
    header: 'On the COI',
    cell: (v) =>
      v.is_on_coi ? (
        <StatusBadge color="green">Yes</StatusBadge>
      ) : (
        <StatusBadge color="red">Not on the COI</StatusBadge>
      ),
  },
  {
    id: 'position',
    header: 'Last position',
    cell: (v) =>
      v.last_position ? (
        <Text size="sm" span>
          {formatPlace(v.last_position)}{' '}
          <Text span size="xs" c="dimmed">
            {formatDateTime(v.last_position.recorded_at)}
          </Text>
        </Text>
      ) : (
        '—'
      ),
  },
];

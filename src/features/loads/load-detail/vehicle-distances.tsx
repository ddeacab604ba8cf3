import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, useVehicleDistancesToPickup, type Load, type VehicleDistanceToPickup } from '../../../api';
import { paths } from '../../../config/paths';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDateTime, formatPlace } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { decimalNumber } from '../../../ui/en-us';

const COLUMNS: DataTableColumn<VehicleDistanceToPickup>[] = [
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (v) => (
      <Anchor component={Link} to={paths.vehicleShow.href(v.carrier_vehicle_id)} fz="inherit" fw={600}>
        {v.unit_number ?? v.vin}
      </Anchor>
    ),
  },
  {
    id: 'assigned',
    header: 'On this load',
    cell: (v) => (v.is_assigned ? <StatusBadge color="green">Assigned</StatusBadge> : '—'),
  },
  { id: 'distance', header: 'From pickup', align: 'right', cell: (v) => `${decimalNumber(v.distance_miles, 1, 1)} mi` },
  { id: 'place', header: 'Last position', cell: (v) => formatPlace(v) },
  { id: 'at', header: 'At', cell: (v) => formatDateTime(v.recorded_at) },
];

/**
 * How far each of the carrier's vehicles last was from the load's first pickup, nearest first, beside
 * the vehicle assignment: which truck to assign, and whether the assigned one is where it should be.
 */
export function VehicleDistances({ load }: { load: Load }) {
  const hasCarrier = load.carrier !== null;
  const distances = useVehicleDistancesToPickup(load.id, hasCarrier);
  const rows = Array.isArray(distances.data)
    ? [...distances.data].sort((a, b) => a.distance_miles - b.distance_miles)
    : undefined;
  return (
    <Section title="Carrier's vehicles from the first pickup">
      {hasCarrier ? (
        <DataTable
          label={`Vehicles of the carrier from the pickup of load ${load.id}`}
          columns={COLUMNS}
          rows={distances.isError ? [] : rows}
          getRowId={(v) => String(v.carrier_vehicle_id)}
          state={distances}
          emptyMessage="No position of the carrier's vehicles is known."
          errorMessage={`Could not load the distances: ${errorMessage(distances.error)}`}
          maxHeight={240}
        />
      ) : (
        <Text size="sm" c="dimmed">
          The load has no carrier yet.
        </Text>
      )}
    </Section>
  );
}

import { Anchor, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import {
  errorMessage,
  useCarrierVehiclesLatest,
  useVehiclePositions,
  type CarrierVehicleArea,
  type RecentVehicleAreas,
  type Vehicle,
} from '../../../api';
import { paths } from '../../../config/paths';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDateTime, formatPlace, humanize } from '../../../ui/format';
import type { MapLine, MapMarker } from '../../../ui/map/layers';
import { vehicleName } from '../vehicle-labels';
import { usePositionsWindow } from './use-positions-window';

const MapView = lazy(() => import('../../../ui/map/map-view'));

const POSITION_COLUMNS: DataTableColumn<CarrierVehicleArea>[] = [
  { id: 'recorded', header: 'Recorded', cell: (p) => formatDateTime(p.recorded_at) },
  { id: 'place', header: 'Place', cell: (p) => formatPlace(p) },
  {
    id: 'speed',
    header: 'Speed',
    align: 'right',
    cell: (p) => (p.speed_mph === null ? '—' : `${Math.round(p.speed_mph)} mph`),
  },
  { id: 'source', header: 'Source', cell: (p) => humanize(p.source) },
];

const OTHER_COLUMNS: DataTableColumn<RecentVehicleAreas>[] = [
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (v) => (
      <Anchor component={Link} to={paths.vehicleShow.href(v.carrier_vehicle_id)} fz="inherit">
        {vehicleName(v)}
      </Anchor>
    ),
  },
  { id: 'eld', header: 'ELD', cell: (v) => v.eld_provider ?? '—' },
  { id: 'place', header: 'Latest position', cell: (v) => formatPlace(v.areas[0]) },
  { id: 'when', header: 'At', cell: (v) => formatDateTime(v.areas[0]?.recorded_at) },
];

const NONE: never[] = [];

/**
 * Where the vehicle went between two days (its positions as a trail ending at the latest one) and
 * where the carrier's other vehicles last were, on one map, with the same facts in two tables.
 */
export function VehiclePositions({ vehicle }: { vehicle: Vehicle }) {
  const { days, choose } = usePositionsWindow(vehicle.date);
  const positions = useVehiclePositions(vehicle.id, days);
  const fleet = useCarrierVehiclesLatest(vehicle.carrier.id);
  const name = vehicleName(vehicle);
  const rows = Array.isArray(positions.data) ? positions.data : NONE;
  const others = useMemo(
    () =>
      (Array.isArray(fleet.data) ? fleet.data : NONE).filter(
        (v) => v.carrier_vehicle_id !== vehicle.id && v.areas.length > 0,
      ),
    [fleet.data, vehicle.id],
  );
  const { markers, lines } = useMemo(() => {
    const oldestFirst = [...rows].sort((a, b) => a.recorded_at.localeCompare(b.recorded_at));
    const latest = oldestFirst.at(-1);
    const own: MapMarker[] = latest
      ? [
          {
            kind: 'vehicle',
            latitude: latest.latitude,
            longitude: latest.longitude,
            label: `${name} at ${formatDateTime(latest.recorded_at)}, ${formatPlace(latest)}`,
          },
        ]
      : [];
    const fleetMarkers: MapMarker[] = others.flatMap((v) => {
      const at = v.areas[0];
      return at
        ? [
            {
              kind: 'place' as const,
              latitude: at.latitude,
              longitude: at.longitude,
              label: `${vehicleName(v)} (other vehicle) at ${formatDateTime(at.recorded_at)}, ${formatPlace(at)}`,
            },
          ]
        : [];
    });
    const trail: MapLine[] =
      oldestFirst.length > 1
        ? [{ kind: 'trail', points: oldestFirst, label: `${name}, ${days.from} to ${days.to}` }]
        : [];
    return { markers: [...own, ...fleetMarkers], lines: trail };
  }, [rows, others, name, days.from, days.to]);

  return (
    <Section
      title="Positions"
      actions={
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            type="date"
            label="From"
            value={days.from}
            max={days.to}
            onChange={(e) => choose({ from: e.currentTarget.value })}
            w={140}
          />
          <TextInput
            size="xs"
            type="date"
            label="To"
            value={days.to}
            min={days.from}
            onChange={(e) => choose({ to: e.currentTarget.value })}
            w={140}
          />
        </Group>
      }
    >
      <Suspense fallback={<Skeleton height={320} radius="sm" />}>
        <MapView label={`Positions of ${name} and the carrier's other vehicles`} markers={markers} lines={lines} />
      </Suspense>
      <Group align="flex-start" grow gap="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600}>
            {name}, {days.from} to {days.to}
          </Text>
          <DataTable
            label={`Positions of ${name}`}
            columns={POSITION_COLUMNS}
            rows={positions.isError ? [] : positions.data ? rows : undefined}
            getRowId={(p) => String(p.id)}
            state={positions}
            emptyMessage="No positions in these days."
            errorMessage={`Could not load the positions: ${errorMessage(positions.error)}`}
            maxHeight={300}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600}>
            {vehicle.carrier.legal_name}&apos;s other vehicles, last 3 days
          </Text>
          <DataTable
            label={`Other vehicles of ${vehicle.carrier.legal_name}`}
            columns={OTHER_COLUMNS}
            rows={fleet.isError ? [] : fleet.data ? others : undefined}
            getRowId={(v) => String(v.carrier_vehicle_id)}
            state={fleet}
            emptyMessage="No other vehicle of the carrier was seen in the last 3 days."
            errorMessage={`Could not load the carrier's vehicles: ${errorMessage(fleet.error)}`}
            maxHeight={300}
          />
        </Stack>
      </Group>
    </Section>
  );
}

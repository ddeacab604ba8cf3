import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage, errorStatus, type Vehicle } from '../../api';
import { paths } from '../../config/paths';
import { parseId } from '../../domain';
import { DetailState } from '../../ui/query-state';
import { VehicleFacts } from './show/vehicle-facts';
import { VehicleLoads } from './show/vehicle-loads';
import { VehiclePositions } from './show/vehicle-positions';
import { vehicleKind, vehicleName } from './vehicle-labels';
import { vehicleShowQueries } from './vehicle-show.route';

function VehicleView({ vehicle }: { vehicle: Vehicle }) {
  const name = vehicleName(vehicle);
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h3">
            Vehicle {vehicle.id}
          </Title>
          <Text size="sm">
            {name} · {vehicleKind(vehicle)} of{' '}
            <Anchor component={Link} to={paths.carrierDetail.href(vehicle.carrier.id)}>
              {vehicle.carrier.legal_name}
            </Anchor>
          </Text>
        </Stack>
        <Anchor component={Link} to={paths.vehicles.href({ carrier_id: vehicle.carrier.id })} size="sm">
          All vehicles of {vehicle.carrier.legal_name}
        </Anchor>
      </Group>
      <VehicleFacts vehicle={vehicle} />
      <VehiclePositions vehicle={vehicle} />
      <VehicleLoads vehicleId={vehicle.id} name={name} />
    </Stack>
  );
}

/**
 * Vehicle Show ("Vehicle {id}"): the vehicle, its positions between two days on the map with its
 * carrier's other vehicles' latest positions, and the loads it is assigned to.
 */
export default function VehicleShowPage() {
  const { id = '' } = useParams();
  const vehicleId = parseId(id);
  // The route's loader started this same query (vehicle-show.route.ts) while this code loaded.
  const vehicle = useQuery({ ...vehicleShowQueries(vehicleId ?? 0).vehicle, enabled: vehicleId !== null });
  return (
    <DetailState
      query={vehicle}
      what={`vehicle ${id}`}
      notFound={vehicleId === null || errorStatus(vehicle.error) === 404}
      back={{ to: paths.vehicles.href(), label: 'Back to the vehicle search' }}
      errorText={errorMessage(vehicle.error)}
    >
      {() => vehicle.data && <VehicleView vehicle={vehicle.data} />}
    </DetailState>
  );
}

import { Paper, Text } from '@mantine/core';
import type { Vehicle } from '../../../api';
import { Fact, FactGrid } from '../../../ui/detail';
import { formatDate, formatDateTime, formatPlace } from '../../../ui/format';
import { sourceLabel, vehicleKind, vehicleModel } from '../vehicle-labels';

/** A vehicle's facts: VIN, unit, kind, model, ELD, where its record comes from, when and where it was last seen. */
export function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const where = vehicle.last_location;
  return (
    <Paper withBorder p="sm">
      <FactGrid>
        <Fact label="VIN">
          <Text span ff="monospace" size="sm">
            {vehicle.vin}
          </Text>
        </Fact>
        <Fact label="Unit number">{vehicle.unit_number ?? '—'}</Fact>
        <Fact label={vehicle.is_type === 'trailer' ? 'Trailer type' : 'Power unit type'}>{vehicleKind(vehicle)}</Fact>
        <Fact label="Model">{vehicleModel(vehicle)}</Fact>
        <Fact label="ELD">{vehicle.eld_provider ?? 'None'}</Fact>
        <Fact label="Source">{sourceLabel(vehicle.source)}</Fact>
        <Fact label="Last seen">{formatDate(vehicle.date)}</Fact>
        <Fact label="Last position">
          {where ? (
            <>
              {formatPlace(where)}
              <Text size="xs" c="dimmed">
                {formatDateTime(where.recorded_at)}
              </Text>
            </>
          ) : (
            'Unknown'
          )}
        </Fact>
      </FactGrid>
    </Paper>
  );
}

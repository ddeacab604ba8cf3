import { Paper, Text } from '@mantine/core';
import type { Load } from '../../../api';
import { TRACKABLE_MILES, carrierName, isTrackable, trackingWindow, trackingWindowBounds } from '../../../domain';
import { Fact, FactGrid } from '../../../ui/detail';
import { formatCents, formatDateTime, formatMiles, formatPounds, humanize } from '../../../ui/format';

const WINDOW_LABELS = { not_started: 'Not started', active: 'Active', ended: 'Ended' } as const;

function TrackingFacts({ load }: { load: Load }) {
  const bounds = trackingWindowBounds(load.stops);
  return (
    <>
      <Fact label="Trackable">
        {isTrackable(load) ? 'Yes' : 'No'}{' '}
        <Text span size="xs" c="dimmed">
          ({formatMiles(load.billable_miles)}; loads of {TRACKABLE_MILES} billable miles or more are tracked)
        </Text>
      </Fact>
      <Fact label="Tracking window">
        {WINDOW_LABELS[trackingWindow(load.stops, new Date())]}{' '}
        {bounds ? (
          <Text span size="xs" c="dimmed">
            ({formatDateTime(bounds.opens)} – {formatDateTime(bounds.closes)})
          </Text>
        ) : null}
      </Fact>
    </>
  );
}

/** The load's facts: carrier, vehicle, equipment, weight, rate, miles, and where its tracking stands. */
export function LoadFacts({ load }: { load: Load }) {
  const { carrier, vehicle } = load;
  return (
    <Paper withBorder p="sm">
      <FactGrid>
        <Fact label="Carrier">
          {carrier ? (
            <>
              {carrierName(carrier)}
              <Text size="xs" c="dimmed">
                {[carrier.mc_number && `MC ${carrier.mc_number}`, carrier.dot_number && `DOT ${carrier.dot_number}`]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </Text>
            </>
          ) : (
            'Not covered'
          )}
        </Fact>
        <Fact label="Vehicle">
          {vehicle ? (
            <>
              {vehicle.unit_number ?? '—'}
              <Text size="xs" c="dimmed">
                VIN {vehicle.vin} · {vehicle.eld_provider ?? 'no ELD'}
              </Text>
            </>
          ) : (
            'Unassigned'
          )}
        </Fact>
        <Fact label="Equipment">{humanize(load.equipment_type)}</Fact>
        <Fact label="Weight">{formatPounds(load.weight_lbs)}</Fact>
        <Fact label="Carrier rate">{formatCents(load.rate_cents)}</Fact>
        <Fact label="Billable miles">{formatMiles(load.billable_miles)}</Fact>
        <TrackingFacts load={load} />
      </FactGrid>
    </Paper>
  );
}

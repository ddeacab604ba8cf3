import { Button, Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { errorMessage, useCarriersPage } from '../../../api';
import {
  CARRIER_SAMPLE_RADIUS_MILES,
  carrierSampleCaption,
  carrierSampleParams,
  locatedCarriers,
  type LocatedPlace,
} from '../../../domain';
import { formatPlace } from '../../../ui/format';
import type { MapMarker } from '../../../ui/map/layers';

/**
 * Home's sample of carriers around the chosen lane end (`sampleEnd`): asked only with a place and
 * while `enabled` (a user who may search lanes; the lane form is not offered otherwise); its rows
 * with coordinates become carrier markers whose id is the carrier's.
 */
export function useCarrierSample(place: LocatedPlace | null, enabled: boolean) {
  const latitude = place?.latitude;
  const longitude = place?.longitude;
  const params = useMemo(
    () =>
      enabled && latitude !== undefined && longitude !== undefined
        ? carrierSampleParams({ latitude, longitude })
        : null,
    [enabled, latitude, longitude],
  );
  const query = useCarriersPage(params);
  // The previous place's sample stays in the cache, not on this place's map.
  const current = params !== null && query.isSuccess && !query.isPlaceholderData;
  const rows = query.data?.rows;
  const markers = useMemo(
    (): MapMarker[] =>
      current && rows
        ? locatedCarriers(rows).map((carrier) => ({
            kind: 'carrier',
            id: String(carrier.id),
            latitude: carrier.latitude,
            longitude: carrier.longitude,
            label: `Carrier: ${carrier.legal_name}, ${formatPlace(carrier)}`,
          }))
        : [],
    [current, rows],
  );
  return { place: params ? place : null, query, markers, current };
}

/**
 * The line under Home's map: what to do first, the sample being found, how many carriers it drew
 * and around where (or none), or why it failed with Retry. Read out as it changes.
 */
export function CarrierSampleCaption({ sample }: { sample: ReturnType<typeof useCarrierSample> }) {
  const { place, query, markers, current } = sample;
  let text: ReactNode;
  if (!place) text = 'Choose an origin to see a sample of the carriers based near it.';
  else if (query.isError)
    text = (
      <Group gap="xs" role="alert" component="span">
        <Text span size="sm" c="red.8">
          Could not load carriers near {place.name}: {errorMessage(query.error)}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Group>
    );
  else if (!current) text = `Finding carriers within ${CARRIER_SAMPLE_RADIUS_MILES} mi of ${place.name}…`;
  else text = carrierSampleCaption(markers.length, place.name);
  return (
    <Text size="sm" c={place && current ? undefined : 'dimmed'} aria-live="polite" component="div">
      {text}
    </Text>
  );
}

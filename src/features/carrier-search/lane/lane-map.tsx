import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useRoadRoute } from '../../../api';
import { decodePolyline, type RoutePoint } from '../../../domain';
import type { MapLine, MapMarker } from '../../../ui/map/layers';

const MapView = lazy(() => import('../../../ui/map/map-view'));

/** A lane end on the map: its name and where it is. */
export interface MapEnd {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

const onMap = (end: MapEnd | null): RoutePoint[] =>
  end && end.latitude !== null && end.longitude !== null ? [{ latitude: end.latitude, longitude: end.longitude }] : [];

const marker = (kind: 'origin' | 'destination', end: MapEnd | null): MapMarker[] =>
  end && end.latitude !== null && end.longitude !== null
    ? [
        {
          kind,
          text: kind === 'origin' ? 'O' : 'D',
          latitude: end.latitude,
          longitude: end.longitude,
          label: `${kind === 'origin' ? 'Origin' : 'Destination'}: ${end.name}`,
        },
      ]
    : [];

/**
 * The offline map of North America with a lane's origin (O) and destination (D) and, once searched,
 * the driving route the lane search answered (an encoded polyline), else, with both ends chosen, the
 * road route of the routing server when the build has one (`useRoadRoute`); `places` are further markers
 * (Home's sample of carriers), handed to `onMarkerActivate` by id. Leaflet loads with the first map.
 */
export function LaneMap({
  origin,
  destination,
  polyline,
  places = [],
  onMarkerActivate,
  height = 320,
}: {
  origin: MapEnd | null;
  destination: MapEnd | null;
  polyline?: string | null;
  places?: readonly MapMarker[];
  onMarkerActivate?: (id: string) => void;
  height?: number;
}) {
  const markers = [...marker('origin', origin), ...marker('destination', destination), ...places];
  const ends = useMemo(
    () => (polyline ? [] : [...onMap(origin), ...onMap(destination)]),
    [polyline, origin, destination],
  );
  const road = useRoadRoute(ends);
  const lines = useMemo((): MapLine[] => {
    const points = polyline ? decodePolyline(polyline).map(([latitude, longitude]) => ({ latitude, longitude })) : [];
    if (points.length > 1) return [{ kind: 'route', points, label: 'Route' }];
    return road ? [{ kind: 'route', points: road, label: 'Road route' }] : [];
  }, [polyline, road]);
  const label =
    origin && destination ? `Lane ${origin.name} to ${destination.name}` : 'Map of North America for the lane';
  return (
    <Suspense fallback={<Skeleton height={height} radius="sm" />}>
      <MapView label={label} markers={markers} lines={lines} height={height} onMarkerActivate={onMarkerActivate} />
    </Suspense>
  );
}

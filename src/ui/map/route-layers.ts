import { onEarth, type LatLng, type MapLine, type MapMarker } from './layers';

export interface MapStop extends LatLng {
  sequence: number;
  kind: 'pickup' | 'delivery';
  label: string;
}

export interface MapPosition extends LatLng {
  label: string;
}

/** A stop's marker: P for a pickup, D for a delivery, then its sequence number. */
export function stopMarker(stop: MapStop): MapMarker {
  const sequence = Math.trunc(Number(stop.sequence));
  return {
    kind: stop.kind === 'pickup' ? 'pickup' : 'delivery',
    text: `${stop.kind === 'pickup' ? 'P' : 'D'}${sequence > 0 ? sequence : ''}`,
    latitude: stop.latitude,
    longitude: stop.longitude,
    label: stop.label,
  };
}

/**
 * A load's route as map layers: the road route through its stops when the routing server gave one,
 * else its stops joined in the order given; the vehicle's recorded positions (oldest first) as a
 * dashed trail, and a dot at the latest position that can be drawn.
 */
export function routeLayers(
  stops: readonly MapStop[],
  trace: readonly MapPosition[],
  road: readonly LatLng[] | null = null,
): { markers: MapMarker[]; lines: MapLine[] } {
  const last = trace.filter(onEarth).at(-1);
  return {
    // The vehicle first, so that a stop at the same place is drawn over it.
    markers: [...(last ? [{ kind: 'vehicle' as const, ...last }] : []), ...stops.map(stopMarker)],
    lines: [
      road ? { kind: 'route', points: road, label: 'Road route' } : { kind: 'route', points: stops },
      { kind: 'trail', points: trace },
    ],
  };
}

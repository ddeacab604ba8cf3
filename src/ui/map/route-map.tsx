import { useMemo } from 'react';
import MapView from './map-view';
import type { LatLng } from './layers';
import { routeLayers, type MapPosition, type MapStop } from './route-layers';

interface Props {
  /** The region's accessible name ("Route of load 50001"). */
  label: string;
  stops: readonly MapStop[];
  /** A vehicle's recorded positions, oldest first. */
  trace?: readonly MapPosition[];
  /** The road route through the stops (`useRoadRoute`), drawn instead of straight lines when given. */
  road?: readonly LatLng[] | null;
  height?: number;
}

const NO_POSITIONS: readonly MapPosition[] = [];

/**
 * A load's route on MapView: numbered stops (P for pickups, D for deliveries: shape and letter, not
 * colour alone) joined in route order, and the vehicle's recorded positions as a thin dashed trail.
 * The stops table beside the map carries the same facts as text. Load it with lazy(): it brings Leaflet.
 */
export default function RouteMap({ label, stops, trace = NO_POSITIONS, road = null, height }: Props) {
  const { markers, lines } = useMemo(() => routeLayers(stops, trace, road), [stops, trace, road]);
  return <MapView label={label} markers={markers} lines={lines} height={height} />;
}

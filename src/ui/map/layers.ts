/**
 * What a map draws, as plain data: the screens pass markers, lines and areas; MapView turns them
 * into Leaflet layers. The shaping here (dropping what is not on Earth, the bounds to fit) is pure.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * Pickups and origins are round, deliveries and destinations square (shape and letter, not colour
 * alone); a vehicle is a dot; a place is a small neutral dot (a carrier's area, a lane's city); a
 * carrier (one the screen links to, such as Home's sample) is a small diamond.
 */
export type MarkerKind = 'pickup' | 'delivery' | 'origin' | 'destination' | 'vehicle' | 'place' | 'carrier';

export interface MapMarker extends LatLng {
  kind: MarkerKind;
  /** A short text on the marker ("P1", "D2", "O"); none for a plain dot. */
  text?: string;
  /** The marker's accessible name and tooltip ("Stop 1, Pickup: Chicago, IL"). */
  label: string;
  /** What the screen knows the marker by: with MapView's `onMarkerActivate`, a click, Enter or Space on it hands this back. */
  id?: string;
}

/** A route joins points in order (solid); a trail is where a vehicle went (dashed). */
export type LineKind = 'route' | 'trail';

export interface MapLine {
  kind: LineKind;
  points: readonly LatLng[];
  /** Shown as a tooltip on hover. */
  label?: string;
}

/** An area around a point: a carrier's five-zip area, one verified by ELD, a deadhead radius. */
export type AreaKind = 'area' | 'verified' | 'deadhead';

export interface MapArea extends LatLng {
  kind: AreaKind;
  radiusMiles: number;
  label: string;
}

export interface MapLayers {
  markers?: readonly MapMarker[] | undefined;
  lines?: readonly MapLine[] | undefined;
  areas?: readonly MapArea[] | undefined;
}

/** South-west and north-east corners, [latitude, longitude]. */
export type Bounds = [[number, number], [number, number]];

/** The view when nothing is drawn: the contiguous US with southern Canada and Mexico. */
export const NORTH_AMERICA: Bounds = [
  [14.5, -126],
  [55, -64],
];

const MILES_PER_DEGREE_LATITUDE = 69.05;

/** A finite latitude and longitude within their ranges (the API's data may have neither). */
export function onEarth(p: LatLng): boolean {
  return (
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}

/** The layers with what cannot be drawn left out: points off Earth, lines of fewer than two points, empty areas. */
export function drawable(layers: MapLayers): Required<{ [K in keyof MapLayers]: NonNullable<MapLayers[K]> }> {
  return {
    markers: (layers.markers ?? []).filter(onEarth),
    lines: (layers.lines ?? [])
      .map((line) => ({ ...line, points: line.points.filter(onEarth) }))
      .filter((line) => line.points.length > 1),
    areas: (layers.areas ?? []).filter((a) => onEarth(a) && Number.isFinite(a.radiusMiles) && a.radiusMiles > 0),
  };
}

/** The box around a circle of `radiusMiles` (its longitude span widens towards the poles). */
export function areaBounds(area: MapArea): Bounds {
  const dLat = area.radiusMiles / MILES_PER_DEGREE_LATITUDE;
  const shrink = Math.max(Math.cos((area.latitude * Math.PI) / 180), 0.01);
  const dLng = Math.min(dLat / shrink, 180);
  return [
    [Math.max(area.latitude - dLat, -90), Math.max(area.longitude - dLng, -180)],
    [Math.min(area.latitude + dLat, 90), Math.min(area.longitude + dLng, 180)],
  ];
}

/** The bounds of everything drawable, or null when nothing is (the map then shows NORTH_AMERICA). */
export function boundsOf(layers: MapLayers): Bounds | null {
  const { markers, lines, areas } = drawable(layers);
  const corners: [number, number][] = [
    ...markers.map((m): [number, number] => [m.latitude, m.longitude]),
    ...lines.flatMap((l) => l.points.map((p): [number, number] => [p.latitude, p.longitude])),
    ...areas.flatMap((a) => areaBounds(a)),
  ];
  const [first, ...rest] = corners;
  if (first === undefined) return null;
  // A loop, not Math.min(...): a vehicle's trail can have more points than a call takes arguments.
  const box: Bounds = [[...first], [...first]];
  for (const [lat, lng] of rest) {
    box[0] = [Math.min(box[0][0], lat), Math.min(box[0][1], lng)];
    box[1] = [Math.max(box[1][0], lat), Math.max(box[1][1], lng)];
  }
  return box;
}

/** A marker's size in pixels: a dot without text, else wide enough for its text (the text is cut at 4). */
export function markerSize(marker: Pick<MapMarker, 'kind' | 'text'>): [number, number] {
  const text = markerText(marker);
  if (text === '') return marker.kind === 'place' ? [12, 12] : marker.kind === 'carrier' ? [14, 14] : [16, 16];
  return [Math.max(22, 12 + 7 * text.length), 22];
}

/** The text drawn on a marker: trimmed and at most four characters, so a marker stays a marker. */
export function markerText(marker: Pick<MapMarker, 'text'>): string {
  return (marker.text ?? '').trim().slice(0, 4);
}

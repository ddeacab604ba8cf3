import L from 'leaflet';
import { nextTask } from '../../lib/after-paint';
import { env } from '../../lib/env';

/** Between the tile pane (200) and the overlay pane (400), where the screens' layers go. */
const OUTLINE_PANE = 'outlines';
const OUTLINE_PANE_Z = '250';

export const OUTLINE_LABEL = 'Outline map of the United States, Canada and Mexico';

// Calm and readable: light land on a soft water blue, thin grey state lines, darker country lines.
const STYLE = {
  land: { stroke: false, fill: true, fillColor: '#fbfaf6', fillOpacity: 1 },
  lake: { stroke: false, fill: true, fillColor: '#dbe6ef', fillOpacity: 1 },
  subunit: { color: '#b9c0c7', weight: 0.8, opacity: 1, fill: false },
  country: { color: '#7d8791', weight: 1.4, opacity: 1, fill: false },
  coast: { color: '#9fb3c4', weight: 0.8, opacity: 1, fill: false },
} satisfies Record<string, L.PathOptions>;

function drawOutlines(map: L.Map, isRemoved: () => boolean): void {
  const pane = map.createPane(OUTLINE_PANE);
  pane.style.zIndex = OUTLINE_PANE_Z;
  pane.style.pointerEvents = 'none';
  // The base map is a picture with a name; the screens' markers stay separate, reachable controls.
  pane.setAttribute('role', 'img');
  pane.setAttribute('aria-label', OUTLINE_LABEL);
  // A renderer of its own, padded wider than Leaflet's default, so a pan shows no cut edge of land.
  const renderer = L.svg({ pane: OUTLINE_PANE, padding: 0.5 });
  const draw = (data: Parameters<typeof L.geoJSON>[0], style: L.PathOptions) => {
    const options: L.GeoJSONOptions & L.PathOptions = { ...style, pane: OUTLINE_PANE, renderer, interactive: false };
    L.geoJSON(data, options).addTo(map);
  };

  // The data is its own chunk, fetched from this origin the first time a map needs it. Each shape
  // is drawn in a task of its own (Leaflet projects, clips and simplifies every point of it), so the
  // page stays free to answer between them.
  void import('./outlines').then(async ({ northAmericaOutlines }) => {
    if (isRemoved()) return;
    const shapes = northAmericaOutlines();
    const steps: [Parameters<typeof L.geoJSON>[0], L.PathOptions][] = [
      [shapes.land, STYLE.land],
      [shapes.lakes, STYLE.lake],
      [shapes.subunitLines, STYLE.subunit],
      [shapes.coastLines, STYLE.coast],
      [shapes.countryLines, STYLE.country],
    ];
    for (const [data, style] of steps) {
      await nextTask();
      if (isRemoved()) return;
      draw(data, style);
    }
  });
}

/**
 * The map's base: tiles from VITE_MAP_TILE_URL when a deployment configures them (they carry their
 * own borders, so no outlines are drawn or fetched), otherwise the outlines of the US, Canada and
 * Mexico shipped with the app, so a map reads the same offline and in tests and fetches nothing
 * from another origin.
 */
export function addBaseLayer(map: L.Map, isRemoved: () => boolean): { tiles: boolean } {
  if (env.mapTileUrl) {
    L.tileLayer(env.mapTileUrl, { attribution: env.mapAttribution, maxZoom: 18 }).addTo(map);
    return { tiles: true };
  }
  drawOutlines(map, isRemoved);
  return { tiles: false };
}

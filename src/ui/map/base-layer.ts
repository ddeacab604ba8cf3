import L from 'leaflet';
import { env } from '../../lib/env';

/** Between the tile pane (200) and the overlay pane (400), where the screens' layers go. */
const OUTLINE_PANE = 'outlines';
const OUTLINE_PANE_Z = '250';

export const OUTLINE_LABEL = 'Outline map of the United States, Canada and Mexico';

function drawOutlines(map: L.Map, isRemoved: () => boolean): void {
  const pane = map.createPane(OUTLINE_PANE);
  pane.style.zIndex = OUTLINE_PANE_Z;
  pane.style.pointerEvents = 'none';
  // The base map is a picture with a name; the screens' markers stay separate, reachable controls.
  pane.setAttribute('role', 'img');
  pane.setAttribute('aria-label', OUTLINE_LABEL);
  // The data is its own chunk, fetched from this origin the first time a map needs it: paths
  // projected at build time (scripts/map-outline-paths.ts), which Leaflet's SVG overlay places and
  // scales to each zoom, so the page neither converts nor projects a point of them.
  void import('./outlines').then(({ outlineSvg, outlineZoom, OUTLINE_BOUNDS }) => {
    if (isRemoved()) return;
    const svg = outlineSvg(document);
    const thin = () => outlineZoom(svg, map.getZoom());
    thin();
    map.on('zoomend', thin);
    L.svgOverlay(svg, OUTLINE_BOUNDS, { pane: OUTLINE_PANE, interactive: false }).addTo(map);
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

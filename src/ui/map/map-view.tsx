import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import { addBaseLayer } from './base-layer';
import { drawLayers } from './data-layers';
import { boundsOf, NORTH_AMERICA, type MapArea, type MapLayers, type MapLine, type MapMarker } from './layers';
import classes from './map.module.css';

export interface MapViewProps {
  /** The region's accessible name ("Route of load 50001"). */
  label: string;
  markers?: readonly MapMarker[];
  lines?: readonly MapLine[];
  areas?: readonly MapArea[];
  /** Pixels; the map is as wide as its container. */
  height?: number;
  /** A marker with an `id` was clicked, or pressed with Enter or Space (open what it stands for). */
  onMarkerActivate?: (id: string) => void;
}

// Outlines carry no detail past this zoom: a single point is shown in its region, not on blank land.
const FIT_MAX_ZOOM = { outlines: 8, tiles: 12 };
const FIT_PADDING: L.PointTuple = [28, 28];

/** A built map: Leaflet's, the layer group the screen's layers go into, and whether its base is tiles. */
interface Built {
  map: L.Map;
  data: L.LayerGroup;
  tiles: boolean;
}

/**
 * Draws the screen's layers (JSON of `MapLayers`) over the base and fits the map to them; a marker
 * with an id calls the latest `activate`.
 */
function draw({ map, data, tiles }: Built, content: string, activate: { current?: (id: string) => void }) {
  // JSON turns a NaN coordinate into null, which layers.ts leaves out like any point off Earth.
  const layers = JSON.parse(content) as MapLayers;
  data.clearLayers();
  drawLayers(data, layers, classes.marker ?? '', (id) => activate.current?.(id));
  const bounds = boundsOf(layers);
  if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM[tiles ? 'tiles' : 'outlines'] });
  else map.fitBounds(NORTH_AMERICA);
}

/**
 * A map of North America for any screen: the base (shipped outlines, or tiles when configured; see
 * base-layer.ts) and the screen's markers, lines and areas as plain data (layers.ts), fitted to
 * what is drawn, or North America when nothing is. Leaflet is the default export of its own chunk:
 * load this component with lazy(). Leaflet builds the map once the screen has painted.
 */
export default function MapView({ label, markers, lines, areas, height = 320, onMarkerActivate }: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<Built | null>(null);
  // The latest callback, read when a marker is activated: a new function each render redraws nothing.
  const activate = useRef(onMarkerActivate);
  useEffect(() => {
    activate.current = onMarkerActivate;
  }, [onMarkerActivate]);

  // Redrawn (and fitted again) only when what is drawn changes, not on every render of the screen:
  // arrays written inline would otherwise undo the user's pan and zoom at each keystroke nearby.
  const content = useMemo(() => JSON.stringify({ markers, lines, areas }), [markers, lines, areas]);
  // What the screen shows now, for the map built after the paint.
  const latest = useRef(content);

  useEffect(() => {
    const container = element.current;
    if (!container) return undefined;
    let removed = false;
    let built: Built | null = null;
    let cancelDraw = () => undefined as void;
    // Built once the screen has painted, in a task of its own: Leaflet builds its panes, which made
    // the commit that mounted a screen with a map one long task and held back its first paint (issue 29).
    const cancelBuild = afterNextPaint(() => {
      // Half-step zooms let a long route fill the map instead of snapping out to half its size.
      const created = L.map(container, { zoomControl: true, zoomSnap: 0.5, minZoom: 2, attributionControl: false });
      const { tiles } = addBaseLayer(created, () => removed);
      if (tiles) L.control.attribution({ prefix: false }).addTo(created);
      L.control.scale({ imperial: true, metric: false, position: 'bottomleft' }).addTo(created);
      const ready: Built = { map: created, data: L.layerGroup().addTo(created), tiles };
      built = ready;
      // Its layers in a task of their own, once the browser has laid the new panes out with the page:
      // fitting the map reads its size, which in the same task as the build laid the whole page out
      // there and then (Home on a phone-sized page: a 41-67 ms task at full speed, 11-27 ms of it that layout).
      cancelDraw = afterNextPaint(() => {
        map.current = ready;
        draw(ready, latest.current, activate);
      });
    });
    return () => {
      removed = true;
      cancelBuild();
      cancelDraw();
      built?.map.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = content;
    if (map.current) draw(map.current, content, activate);
  }, [content]);

  return <div ref={element} role="region" aria-label={label} className={classes.map} style={{ height }} />;
}

import type { FeatureCollection, MultiLineString, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { OutlineObjects } from './map-outlines';

/**
 * The base map's outlines as SVG path data, projected at build time (README, "Maps"): Leaflet drew
 * them as GeoJSON, converting, projecting, clipping and simplifying each of their 6,700 points in
 * the page on each map's first draw (five tasks of up to 70 ms on Home at full speed, most of Home's
 * blocking time on a phone). Here the shapes are decoded from the reduced topology, projected as
 * Leaflet's EPSG:3857 projects them, in pixels of zoom OUTLINE_ZOOM, rounded to whole pixels and
 * written as relative path commands; the page only hands the SVG to Leaflet's SVG overlay, which
 * scales it to each zoom.
 */

/**
 * The zoom whose whole pixels the paths are written in: about a kilometre at 45°N, the reduced
 * topology's own grid (map-outlines.ts). Zoom 8 wrote 28 KB gzip for no detail the data has, zoom 6
 * 22 KB with steps of two kilometres; zoom 7 is 25 KB.
 */
export const OUTLINE_ZOOM = 7;
const WORLD = 256 * 2 ** OUTLINE_ZOOM;

/** The base map's shapes, in the order they are drawn. */
export interface OutlineShapes {
  /** The three countries, filled as land. */
  land: FeatureCollection;
  /** The large lakes, filled as water over the land. */
  lakes: FeatureCollection;
  /** Borders between two states or two provinces (thin, light). */
  subunitLines: MultiLineString;
  /** Where a country meets the sea. */
  coastLines: MultiLineString;
  /** Borders between two countries (darker). */
  countryLines: MultiLineString;
}

export type OutlineShape = keyof OutlineShapes;

/** What the page draws: each shape's path data, the paths' box (viewBox) and that box as latitudes and longitudes. */
export type OutlinePaths = Record<OutlineShape, string> & {
  /** OUTLINE_ZOOM: one unit of the paths is a pixel at this zoom. */
  zoom: number;
  /** x, y, width, height in pixels of zoom OUTLINE_ZOOM. */
  viewBox: [number, number, number, number];
  /** [[south, west], [north, east]]: the viewBox's corners, so that Leaflet's projection of them gives it back. */
  bounds: [[number, number], [number, number]];
};

const country = (g: GeometryObject) => (g.properties as { gu?: string } | undefined)?.gu;

/** Decodes the reduced topology. Lines come from its shared arcs, so a border between two states is one line. */
export function outlineShapes(topology: Topology<OutlineObjects>): OutlineShapes {
  const { subunits, countries, lakes } = topology.objects;
  return {
    land: feature(topology, countries),
    lakes: feature(topology, lakes),
    subunitLines: mesh(topology, subunits, (a, b) => a !== b && country(a) === country(b)),
    coastLines: mesh(topology, countries, (a, b) => a === b),
    countryLines: mesh(topology, countries, (a, b) => a !== b),
  };
}

/** Longitude, latitude to pixels of zoom OUTLINE_ZOOM, as Leaflet's spherical Mercator and EPSG:3857 do it. */
export function mercator([lng = 0, lat = 0]: Position): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [WORLD * (lng / 360 + 0.5), WORLD * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}

/** The inverse of `mercator`: pixels of zoom OUTLINE_ZOOM to [latitude, longitude]. */
export function unmercator([x, y]: [number, number]): [number, number] {
  const lat = ((2 * Math.atan(Math.exp((0.5 - y / WORLD) * 2 * Math.PI)) - Math.PI / 2) * 180) / Math.PI;
  return [lat, (x / WORLD - 0.5) * 360];
}

/** Numbers as SVG writes them most briefly: a minus sign separates by itself. */
function numbers(values: number[]): string {
  return values.reduce((text, v, i) => text + (i > 0 && v >= 0 ? ' ' : '') + String(v), '');
}

/**
 * One line or ring of whole-pixel points as path data: an absolute move, then relative lines (a point
 * equal to the one before is left out); a ring is closed.
 */
export function pathOf(points: [number, number][], closed: boolean): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const steps: number[] = [];
  let [x, y] = first;
  for (const [px, py] of rest) {
    if (px === x && py === y) continue;
    steps.push(px - x, py - y);
    [x, y] = [px, py];
  }
  // A line or ring that is one whole pixel draws nothing.
  if (!steps.length) return '';
  return `M${numbers(first)}l${numbers(steps)}${closed ? 'z' : ''}`;
}

/** Every line of a shape, with whether it is a ring. */
function linesOf(shape: FeatureCollection | MultiLineString): [Position[], boolean][] {
  if (shape.type === 'MultiLineString') return shape.coordinates.map((line) => [line, false]);
  return shape.features.flatMap(({ geometry }) => {
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    return polygons.flat().map((ring): [Position[], boolean] => [ring, true]);
  });
}

const SHAPES: readonly OutlineShape[] = ['land', 'lakes', 'subunitLines', 'coastLines', 'countryLines'];

/** The shapes projected and written as path data, with their box. */
export function outlinePaths(topology: Topology<OutlineObjects>): OutlinePaths {
  const shapes = outlineShapes(topology);
  const projected = SHAPES.map((name) => {
    const lines = linesOf(shapes[name]).map(
      ([line, closed]) => [line.map((p) => mercator(p).map(Math.round) as [number, number]), closed] as const,
    );
    return [name, lines] as const;
  });
  const all = projected.flatMap(([, lines]) => lines.flatMap(([points]) => points));
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const paths = Object.fromEntries(
    projected.map(([name, lines]) => [name, lines.map(([points, closed]) => pathOf(points, closed)).join('')]),
  ) as Record<OutlineShape, string>;
  const [north, west] = unmercator([minX, minY]);
  const [south, east] = unmercator([maxX, maxY]);
  return {
    ...paths,
    zoom: OUTLINE_ZOOM,
    viewBox: [minX, minY, maxX - minX, maxY - minY],
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** The paths as the JS of a module: a JSON string, parsed once. */
export function outlinePathsModuleSource(paths: OutlinePaths): string {
  // JSON.parse of a string literal is faster to load than an object literal of the same data.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(paths))});\n`;
}

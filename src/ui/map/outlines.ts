import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryObject } from 'topojson-specification';
import outlines from 'virtual:map-outlines';

/** The base map's shapes, in the order they are drawn. */
export interface OutlineShapes {
  /** The three countries, filled as land. */
  land: FeatureCollection;
  /** The large lakes, filled as water over the land. */
  lakes: FeatureCollection;
  /** Borders between two states or two provinces (thin, light). */
  subunitLines: MultiLineString;
  /** Borders between two countries (darker). */
  countryLines: MultiLineString;
  /** Where a country meets the sea. */
  coastLines: MultiLineString;
}

type Outlines = typeof outlines;

const country = (g: GeometryObject) => (g.properties as { gu?: string } | undefined)?.gu;

/**
 * Decodes the reduced topology (see scripts/map-outlines.ts) into what Leaflet draws. Lines come
 * from the topology's shared arcs, so a border between two states is one line, drawn once.
 */
export function outlineShapes(topology: Outlines = outlines): OutlineShapes {
  const { subunits, countries, lakes } = topology.objects;
  return {
    land: feature(topology, countries),
    lakes: feature(topology, lakes),
    subunitLines: mesh(topology, subunits, (a, b) => a !== b && country(a) === country(b)),
    countryLines: mesh(topology, countries, (a, b) => a !== b),
    coastLines: mesh(topology, countries, (a, b) => a === b),
  };
}

let decoded: OutlineShapes | null = null;

/** The shapes, decoded once per page however many maps draw them. */
export function northAmericaOutlines(): OutlineShapes {
  decoded ??= outlineShapes();
  return decoded;
}

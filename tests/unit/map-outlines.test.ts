// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { Feature } from 'geojson';
import type { GeometryObject } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import {
  groundRingArea,
  groundTriangleArea,
  outlinesModuleSource,
  readNorthAmerica,
  reduceNorthAmerica,
} from '../../scripts/map-outlines';

const US = [
  ...['AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS'],
  ...['KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV'],
  ...['NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY'],
];
const CANADA = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

const source = readNorthAmerica();
const reduced = reduceNorthAmerica(source);

/** Every arc index a geometry uses (a negative index is the arc reversed). */
function arcsOf(g: GeometryObject): number[] {
  const flat = (value: unknown): number[] =>
    Array.isArray(value) ? value.flatMap(flat) : typeof value === 'number' ? [value < 0 ? ~value : value] : [];
  return 'arcs' in g ? flat(g.arcs) : 'geometries' in g ? g.geometries.flatMap(arcsOf) : [];
}

const guOf = (g: GeometryObject) => (g.properties as { gu?: string } | undefined)?.gu;

/** The rings of a polygonal geometry as longitude, latitude pairs. */
function rings(g: GeometryObject): [number, number][][] {
  const { geometry } = feature(reduced, g) as Feature;
  if (geometry.type === 'Polygon') return geometry.coordinates as [number, number][][];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat() as [number, number][][];
  return [];
}

/** Even-odd rule: whether a point is inside the rings (holes included). */
function covers(g: GeometryObject, [lng, lat]: [number, number]): boolean {
  let inside = false;
  for (const ring of rings(g)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('the reduced North America outlines', () => {
  it('has the 51 US subunits (50 states and DC) and the 13 Canadian provinces and territories', () => {
    const subunits = reduced.objects.subunits.geometries;
    expect(US).toHaveLength(51);
    const ids = (country: string) =>
      subunits
        .filter((g) => guOf(g) === country)
        .map((g) => String(g.id))
        .sort();
    expect(ids('USA')).toEqual(US);
    expect(ids('CAN')).toEqual(CANADA);
    expect(subunits).toHaveLength(64);
  });

  it('has the three countries, the US and Canada made of their subunits’ own arcs', () => {
    const countries = reduced.objects.countries.geometries;
    expect(countries.map((g) => [g.id, guOf(g)])).toEqual([
      ['USA', 'USA'],
      ['CAN', 'CAN'],
      ['MEX', 'MEX'],
    ]);
    const subunitArcs = new Set(reduced.objects.subunits.geometries.flatMap(arcsOf));
    for (const country of countries.slice(0, 2)) {
      expect(arcsOf(country).every((arc) => subunitArcs.has(arc))).toBe(true);
    }
  });

  it('keeps the large lakes, the Great Lakes among them, and drops the small ones', () => {
    const lakes = reduced.objects.lakes.geometries;
    expect(lakes.length).toBeGreaterThanOrEqual(5);
    const all = source.objects.lakes;
    expect(lakes.length).toBeLessThan(all?.type === 'GeometryCollection' ? all.geometries.length : 0);
    const middles: Record<string, [number, number]> = {
      Superior: [-87.5, 47.7],
      Michigan: [-87.2, 43.5],
      Huron: [-82.4, 44.8],
      Erie: [-81.2, 42.2],
      Ontario: [-77.8, 43.6],
    };
    for (const [name, middle] of Object.entries(middles)) {
      expect(
        lakes.some((lake) => covers(lake, middle)),
        `Lake ${name}`,
      ).toBe(true);
    }
    // Land is not water: Chicago is in the US, not in a lake.
    expect(lakes.some((lake) => covers(lake, [-87.75, 41.85]))).toBe(false);
    expect(covers(reduced.objects.countries.geometries[0]!, [-87.75, 41.85])).toBe(true);
  });

  it('refers to every arc it keeps and to no arc it lacks', () => {
    const used = new Set(Object.values(reduced.objects).flatMap(arcsOf));
    expect(used.size).toBe(reduced.arcs.length);
    expect(Math.max(...used)).toBe(reduced.arcs.length - 1);
  });

  it('lies in North America, is quantized, and stays small: about 21 KB gzip, under 25', () => {
    const everywhere = Object.values(reduced.objects).flatMap((o) => o.geometries.flatMap(rings).flat());
    expect(everywhere.length).toBeGreaterThan(5_000);
    expect(everywhere.every(([lng, lat]) => lng >= -180 && lng <= -52 && lat >= 14 && lat <= 84)).toBe(true);
    expect(reduced.transform).toBeDefined();
    const gzip = gzipSync(outlinesModuleSource(reduced), { level: 9 }).length;
    expect(gzip).toBeLessThan(25_000);
    expect(gzip).toBeGreaterThan(15_000);
  });

  it('is a module whose default export is the topology', () => {
    const source = outlinesModuleSource(reduced);
    expect(source).toMatch(/^export default JSON\.parse\("/);
    const json = JSON.parse(source.slice('export default JSON.parse('.length, -');\n'.length)) as string;
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(reduced)));
  });
});

describe('ground areas', () => {
  it('weigh a triangle or ring by the cosine of its latitude', () => {
    const atEquator = groundTriangleArea([
      [0, -1],
      [2, -1],
      [1, 2],
    ]);
    expect(atEquator).toBeCloseTo(3 * Math.cos(0), 2);
    const at60 = groundTriangleArea([
      [0, 59],
      [2, 59],
      [1, 62],
    ]);
    expect(at60).toBeCloseTo(3 * Math.cos((60 * Math.PI) / 180), 2);
    const square = (lat: number): [number, number][] => [
      [0, lat - 0.5],
      [1, lat - 0.5],
      [1, lat + 0.5],
      [0, lat + 0.5],
      [0, lat - 0.5],
    ];
    expect(groundRingArea(square(60)) / groundRingArea(square(0))).toBeCloseTo(0.5, 1);
  });
});

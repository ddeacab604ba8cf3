// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { Feature } from 'geojson';
import type { GeometryObject } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MultiLineString } from 'geojson';
import {
  OUTLINE_ZOOM,
  mercator,
  outlinePaths,
  outlinePathsModuleSource,
  outlineShapes,
  pathOf,
  unmercator,
} from '../../scripts/map-outline-paths';
import { groundRingArea, groundTriangleArea, readNorthAmerica, reduceNorthAmerica } from '../../scripts/map-outlines';

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

  it('lies in North America, is quantized, and has enough points to draw the coasts', () => {
    const everywhere = Object.values(reduced.objects).flatMap((o) => o.geometries.flatMap(rings).flat());
    expect(everywhere.length).toBeGreaterThan(5_000);
    expect(everywhere.every(([lng, lat]) => lng >= -180 && lng <= -52 && lat >= 14 && lat <= 84)).toBe(true);
    expect(reduced.transform).toBeDefined();
  });
});

/** Whether a line runs along the 49th parallel somewhere on the prairies (the US–Canada border). */
function runsAlong49th(lines: MultiLineString): boolean {
  return lines.coordinates.some((line) =>
    line.some((p, i) => {
      const q = line[i + 1];
      if (!q) return false;
      const [x1 = 0, y1 = 0] = p;
      const [x2 = 0, y2 = 0] = q;
      return Math.abs(y1 - 49) < 0.05 && Math.abs(y2 - 49) < 0.05 && x1 > -110 && x1 < -100 && x2 > -110 && x2 < -100;
    }),
  );
}

describe('the shapes drawn from it', () => {
  const shapes = outlineShapes(reduced);

  it('fill the three countries as land and the large lakes as water', () => {
    expect(shapes.land.features.map((f) => f.id)).toEqual(['USA', 'CAN', 'MEX']);
    expect(shapes.lakes.features.length).toBeGreaterThanOrEqual(5);
  });

  it('draw the US–Canada border as a country line, not as a state line or a coast', () => {
    expect(runsAlong49th(shapes.countryLines)).toBe(true);
    expect(runsAlong49th(shapes.subunitLines)).toBe(false);
    expect(runsAlong49th(shapes.coastLines)).toBe(false);
  });

  it('have state and province lines, coasts and borders', () => {
    for (const lines of [shapes.subunitLines, shapes.countryLines, shapes.coastLines]) {
      expect(lines.type).toBe('MultiLineString');
      expect(lines.coordinates.length).toBeGreaterThan(1);
    }
  });
});

/** Path data back to its lines of absolute points (what a browser reads from it). */
function readPath(d: string): { points: [number, number][]; closed: boolean }[] {
  return [...d.matchAll(/M(-?\d+) ?(-?\d+)l([-\d ]+?)(z?)(?=M|$)/g)].map(([, x, y, steps = '', z]) => {
    const points: [number, number][] = [[Number(x), Number(y)]];
    const deltas = [...steps.matchAll(/-?\d+/g)].map(([n]) => Number(n));
    for (let i = 0; i < deltas.length; i += 2) {
      const [px, py] = points[points.length - 1]!;
      points.push([px + deltas[i]!, py + deltas[i + 1]!]);
    }
    return { points, closed: z === 'z' };
  });
}

describe('the outlines as path data (virtual:map-outlines)', () => {
  const paths = outlinePaths(reduced);

  it('writes any line as a move and relative steps that lead through its points, repeats left out', () => {
    const point = fc.tuple(fc.integer({ min: -50_000, max: 50_000 }), fc.integer({ min: -50_000, max: 50_000 }));
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 40 }), fc.boolean(), (points, closed) => {
        const distinct = points.filter((p, i) => i === 0 || p[0] !== points[i - 1]![0] || p[1] !== points[i - 1]![1]);
        const d = pathOf(points, closed);
        if (distinct.length < 2) return d === '';
        const read = readPath(d);
        return (
          read.length === 1 &&
          read[0]!.closed === closed &&
          JSON.stringify(read[0]!.points) === JSON.stringify(distinct)
        );
      }),
    );
  });

  it('projects as Web Mercator does (Chicago, Dallas, Anchorage), and back', () => {
    // Web Mercator in its textbook form, y = ln(tan(π/4 + φ/2)), on a world of 256 × 2^7 pixels
    // (src/ui/map/outlines.test.ts checks the box against Leaflet's own projection).
    const world = 256 * 2 ** 7;
    const textbook = ([lng, lat]: [number, number]) => [
      world * (lng / 360 + 0.5),
      world / 2 - (world / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
    ];
    for (const city of [
      [-87.63, 41.88],
      [-96.8, 32.78],
      [-149.9, 61.22],
    ] as [number, number][]) {
      const [x, y] = mercator(city);
      const [ex = 0, ey = 0] = textbook(city);
      expect(x).toBeCloseTo(ex, 6);
      expect(y).toBeCloseTo(ey, 6);
    }
    fc.assert(
      fc.property(
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: -84, max: 84, noNaN: true }),
        (lng, lat) => {
          const [backLat, backLng] = unmercator(mercator([lng, lat]));
          return Math.abs(backLat - lat) < 1e-9 && Math.abs(backLng - lng) < 1e-9;
        },
      ),
    );
  });

  it('holds every shape’s lines inside its box, in whole pixels of zoom 7', () => {
    expect(OUTLINE_ZOOM).toBe(7);
    const [x, y, width, height] = paths.viewBox;
    const shapes = ['land', 'lakes', 'subunitLines', 'coastLines', 'countryLines'] as const;
    for (const shape of shapes) {
      const lines = readPath(paths[shape]);
      expect(lines.length, shape).toBeGreaterThan(1);
      expect(lines.every((l) => l.closed === (shape === 'land' || shape === 'lakes'))).toBe(true);
      const points = lines.flatMap((l) => l.points);
      expect(points.every(([px, py]) => px >= x && px <= x + width && py >= y && py <= y + height)).toBe(true);
    }
    // The box's corners are the bounds' corners projected.
    const [[south, west], [north, east]] = paths.bounds;
    expect(mercator([west, north]).map(Math.round)).toEqual([x, y]);
    expect(mercator([east, south]).map(Math.round)).toEqual([x + width, y + height]);
  });

  it('stays small: about 25 KB gzip, under 28', () => {
    const gzip = gzipSync(outlinePathsModuleSource(paths), { level: 9 }).length;
    expect(gzip).toBeLessThan(28_000);
    expect(gzip).toBeGreaterThan(18_000);
  });

  it('is a module whose default export is the paths', () => {
    const source = outlinePathsModuleSource(paths);
    expect(source).toMatch(/^export default JSON\.parse\("/);
    const json = JSON.parse(source.slice('export default JSON.parse('.length, -');\n'.length)) as string;
    expect(JSON.parse(json)).toEqual(paths);
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

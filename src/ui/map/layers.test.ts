// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaBounds,
  boundsOf,
  drawable,
  markerSize,
  markerText,
  NORTH_AMERICA,
  onEarth,
  type MapArea,
  type MapMarker,
} from './layers';

const chicago = { latitude: 41.88, longitude: -87.63 };
const dallas = { latitude: 32.78, longitude: -96.8 };
const marker = (at: { latitude: number; longitude: number }, kind: MapMarker['kind'] = 'pickup'): MapMarker => ({
  ...at,
  kind,
  label: 'a place',
});
const area = (at: { latitude: number; longitude: number }, radiusMiles: number): MapArea => ({
  ...at,
  radiusMiles,
  kind: 'area',
  label: 'an area',
});

describe('onEarth', () => {
  it('takes finite latitudes within ±90 and longitudes within ±180, and nothing else', () => {
    expect(onEarth(chicago)).toBe(true);
    expect(onEarth({ latitude: 90, longitude: -180 })).toBe(true);
    expect(onEarth({ latitude: 90.01, longitude: 0 })).toBe(false);
    expect(onEarth({ latitude: 0, longitude: 180.5 })).toBe(false);
    expect(onEarth({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(onEarth({ latitude: 0, longitude: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe('drawable', () => {
  it('leaves out markers off Earth, lines of fewer than two good points and empty or broken areas', () => {
    const nowhere = { latitude: Number.NaN, longitude: 0 };
    const layers = drawable({
      markers: [marker(chicago), marker(nowhere)],
      lines: [
        { kind: 'route', points: [chicago, nowhere, dallas] },
        { kind: 'trail', points: [chicago, nowhere] },
        { kind: 'trail', points: [] },
      ],
      areas: [area(chicago, 50), area(dallas, 0), area(dallas, -5), area(dallas, Number.NaN), area(nowhere, 10)],
    });
    expect(layers.markers).toEqual([marker(chicago)]);
    expect(layers.lines).toEqual([{ kind: 'route', points: [chicago, dallas] }]);
    expect(layers.areas).toEqual([area(chicago, 50)]);
  });

  it('takes missing layers as empty', () => {
    expect(drawable({})).toEqual({ markers: [], lines: [], areas: [] });
  });
});

describe('areaBounds', () => {
  it('spans the radius in latitude (69 miles a degree) and wider in longitude away from the equator', () => {
    const [[south, west], [north, east]] = areaBounds(area({ latitude: 60, longitude: -100 }, 69.05));
    expect(north - 60).toBeCloseTo(1, 5);
    expect(60 - south).toBeCloseTo(1, 5);
    // cos 60° = 0.5: a degree of longitude there is half as long.
    expect(east + 100).toBeCloseTo(2, 5);
    expect(-100 - west).toBeCloseTo(2, 5);
  });

  it('stays on Earth near the poles and the antimeridian', () => {
    const [[south, west], [north, east]] = areaBounds(area({ latitude: 89.9, longitude: 179.9 }, 500));
    expect(north).toBe(90);
    expect(east).toBe(180);
    expect(south).toBeGreaterThanOrEqual(-90);
    expect(west).toBeGreaterThanOrEqual(-180);
  });
});

describe('boundsOf', () => {
  it('is null when nothing can be drawn, so the map shows North America', () => {
    expect(boundsOf({})).toBeNull();
    expect(boundsOf({ markers: [marker({ latitude: 200, longitude: 0 })] })).toBeNull();
    const [[s, w], [n, e]] = NORTH_AMERICA;
    // The default view holds the contiguous US (Key West to the 49th parallel, Cape Flattery to Maine).
    expect(s < 24.5 && n > 49 && w < -124.7 && e > -67).toBe(true);
  });

  it('is one point for one marker', () => {
    expect(boundsOf({ markers: [marker(chicago)] })).toEqual([
      [41.88, -87.63],
      [41.88, -87.63],
    ]);
  });

  it('holds every marker, every line point and the whole of every area', () => {
    const bounds = boundsOf({
      markers: [marker(chicago)],
      lines: [{ kind: 'trail', points: [dallas, { latitude: 35, longitude: -101 }] }],
      areas: [area({ latitude: 45, longitude: -93 }, 69.05)],
    });
    expect(bounds?.[0]).toEqual([32.78, -101]);
    expect(bounds?.[1][0]).toBeCloseTo(46, 5);
    expect(bounds?.[1][1]).toBeGreaterThan(-93 + 1.3);
  });

  it('takes a trail of more points than a function call takes arguments', () => {
    const points = Array.from({ length: 200_000 }, (_, i) => ({ latitude: 30 + (i % 100) / 10, longitude: -100 }));
    expect(boundsOf({ lines: [{ kind: 'trail', points }] })).toEqual([
      [30, -100],
      [39.9, -100],
    ]);
  });

  it('contains every drawable point it was given (property)', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const bounds = boundsOf({ markers: points.map((p) => marker(p)) });
        expect(bounds).not.toBeNull();
        const [[s, w], [n, e]] = bounds!;
        for (const p of points) {
          expect(p.latitude >= s && p.latitude <= n && p.longitude >= w && p.longitude <= e).toBe(true);
        }
      }),
    );
  });
});

describe('marker faces', () => {
  it('writes at most four characters, trimmed', () => {
    expect(markerText({ text: ' P12 ' })).toBe('P12');
    expect(markerText({ text: 'Origin' })).toBe('Orig');
    expect(markerText({})).toBe('');
  });

  it('is a dot without text and wide enough for its text with one', () => {
    expect(markerSize({ kind: 'vehicle' })).toEqual([16, 16]);
    expect(markerSize({ kind: 'place' })).toEqual([12, 12]);
    expect(markerSize({ kind: 'carrier' })).toEqual([14, 14]);
    expect(markerSize({ kind: 'pickup', text: 'P' })).toEqual([22, 22]);
    expect(markerSize({ kind: 'delivery', text: 'D2' })).toEqual([26, 22]);
    expect(markerSize({ kind: 'delivery', text: 'D12' })).toEqual([33, 22]);
  });
});

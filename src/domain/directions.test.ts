import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_POINTS, osrmRouteUrl, roadRouteOf } from './directions';

const DES_MOINES = { latitude: 41.586835, longitude: -93.624962 };
const ROANOKE = { latitude: 37.27097, longitude: -79.941427 };

describe('osrmRouteUrl', () => {
  it('asks OSRM for the full geometry as a polyline, longitude first, in the points’ order', () => {
    expect(osrmRouteUrl('https://router.example.com/', [DES_MOINES, ROANOKE])).toBe(
      'https://router.example.com/route/v1/driving/-93.624962,41.586835;-79.941427,37.270970?overview=full&geometries=polyline',
    );
  });

  it('asks nothing without a server, with fewer than two drawable points, or past OSRM’s limit', () => {
    expect(osrmRouteUrl('', [DES_MOINES, ROANOKE])).toBeNull();
    expect(osrmRouteUrl('https://r.example', [DES_MOINES])).toBeNull();
    expect(osrmRouteUrl('https://r.example', [DES_MOINES, { latitude: 95, longitude: 0 }])).toBeNull();
    expect(
      osrmRouteUrl(
        'https://r.example',
        Array.from({ length: MAX_ROUTE_POINTS + 1 }, () => ROANOKE),
      ),
    ).toBeNull();
  });

  it('leaves out points that cannot be on the map', () => {
    expect(osrmRouteUrl('https://r.example', [DES_MOINES, { latitude: NaN, longitude: 1 }, ROANOKE])).toContain(
      '-93.624962,41.586835;-79.941427,37.270970?',
    );
  });
});

describe('roadRouteOf', () => {
  it('decodes the first route’s polyline', () => {
    // Google's documented example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(roadRouteOf({ code: 'Ok', routes: [{ geometry: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' }] })).toEqual([
      { latitude: 38.5, longitude: -120.2 },
      { latitude: 40.7, longitude: -120.95 },
      { latitude: 43.252, longitude: -126.453 },
    ]);
  });

  it('gives null for any other answer', () => {
    for (const body of [
      null,
      'Ok',
      { code: 'NoRoute', message: 'Impossible route between points', routes: [] },
      { code: 'Ok', routes: [] },
      { code: 'Ok', routes: [{ geometry: { type: 'LineString' } }] },
      { code: 'Ok', routes: [{ geometry: '' }] },
    ])
      expect(roadRouteOf(body)).toBeNull();
  });

  it('never throws, and what it gives can be drawn', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (anything, geometry) => {
        for (const body of [anything, { code: 'Ok', routes: [{ geometry }] }]) {
          const route = roadRouteOf(body);
          if (route === null) continue;
          expect(route.length).toBeGreaterThanOrEqual(2);
          for (const p of route) expect(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180).toBe(true);
        }
      }),
    );
  });
});

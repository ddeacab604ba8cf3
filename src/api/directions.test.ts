import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchRoadRoute } from './directions';

// The routing server at its network boundary: OSRM's documented route request and answers
// (http://project-osrm.org/docs/v5.24.0/api/#route-service).
const ROUTER = 'https://router.example.com';
const STOPS = [
  { latitude: 41.586835, longitude: -93.624962 },
  { latitude: 37.27097, longitude: -79.941427 },
];
const sent: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const answer = (body: Record<string, unknown>, status = 200) =>
  server.use(
    http.get(`${ROUTER}/route/v1/driving/:coordinates`, ({ request }) => {
      sent.push(request);
      return HttpResponse.json(body, { status });
    }),
  );

describe('fetchRoadRoute', () => {
  it('asks OSRM for the route through the stops and draws its geometry', async () => {
    answer({
      code: 'Ok',
      routes: [{ geometry: '_p~iF~ps|U_ulLnnqC_mqNvxq`@', distance: 1210500.2, duration: 40210.7, legs: [] }],
      waypoints: [],
    });
    await expect(fetchRoadRoute(ROUTER, STOPS)).resolves.toEqual([
      { latitude: 38.5, longitude: -120.2 },
      { latitude: 40.7, longitude: -120.95 },
      { latitude: 43.252, longitude: -126.453 },
    ]);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/route/v1/driving/-93.624962,41.586835;-79.941427,37.270970');
    expect(Object.fromEntries(url.searchParams)).toEqual({ overview: 'full', geometries: 'polyline' });
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });

  it('gives null, quietly, for NoRoute, a server error or no answer', async () => {
    answer({ code: 'NoRoute', message: 'Impossible route between points' }, 400);
    await expect(fetchRoadRoute(ROUTER, STOPS)).resolves.toBeNull();
    answer({ code: 'Error' }, 500);
    await expect(fetchRoadRoute(ROUTER, STOPS)).resolves.toBeNull();
    server.use(http.get(`${ROUTER}/route/v1/driving/:coordinates`, () => HttpResponse.error()));
    await expect(fetchRoadRoute(ROUTER, STOPS)).resolves.toBeNull();
  });

  it('asks nothing without a routing server or with one stop', async () => {
    answer({ code: 'Ok', routes: [] });
    await expect(fetchRoadRoute('', STOPS)).resolves.toBeNull();
    await expect(fetchRoadRoute(ROUTER, STOPS.slice(0, 1))).resolves.toBeNull();
    expect(sent).toHaveLength(0);
  });
});

import { expect, test } from '../e2e/support/test';

/**
 * The directions adapter at its network boundary (README, "Real services"): a build with
 * VITE_ROUTING_URL set (the adapters project's preview) asks the OSRM route service for a load's road
 * route; the test answers as OSRM documents it and checks what the portal sent and drew.
 */
const ROUTER = 'https://router.example.test';
// Chicago → St. Louis → Tulsa → Oklahoma City → Dallas, OSRM's `geometries=polyline` (precision 5).
const GEOMETRY = 'cir~FfezuOj~yR~ztNf_bNvojb@~`eCnqhHbqlOgokC';

test.use({ signedIn: true });

test('a load’s map draws the road route the routing server answers, through its stops in order', async ({ page }) => {
  const asked: URL[] = [];
  await page.route(`${ROUTER}/route/v1/driving/**`, (route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({
      json: {
        code: 'Ok',
        routes: [{ geometry: GEOMETRY, distance: 1548300.4, duration: 52410.9, legs: [] }],
        waypoints: [],
      },
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await page.goto('loads/50001');
  const map = page.getByRole('region', { name: 'Route of load 50001' });
  // The road route is one path in the route's colour through more points than the two stops (Leaflet
  // may merge points that fall on the same pixels at this zoom), not the straight line between them.
  const road = map.locator('path[stroke="#3664a1"]');
  await expect(road).toHaveAttribute('d', /^M[\d.\s-]+(L[\d.\s-]+){3,}$/);
  expect(asked.map((url) => url.pathname)).toEqual(['/route/v1/driving/-87.629800,41.878100;-96.797000,32.776700']);
  expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ overview: 'full', geometries: 'polyline' });
});

test('without an answer from the routing server the stops are joined by a straight line, and nothing is said', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${ROUTER}/route/v1/driving/**`, (route) =>
    route.fulfill({
      status: 400,
      json: { code: 'NoRoute', message: 'Impossible route between points' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.goto('loads/50001');
  const map = page.getByRole('region', { name: 'Route of load 50001' });
  await expect(map.locator('path[stroke="#3664a1"]')).toHaveAttribute('d', /^M[\d.\s-]+L[\d.\s-]+$/);
  await expect(page.getByRole('alert').filter({ hasText: /rout/i })).toHaveCount(0);
  expect(errors).toEqual([]);
});

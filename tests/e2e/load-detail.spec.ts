import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { prefer } from './support/prism';
import { reshape } from './support/reshape';
import { saveScreenshot } from './support/screenshot';

const LOAD = '/api/v1/loads/50001';

async function openLoad(page: Page, id = 50001) {
  await page.goto(`loads/${id}`);
  await expect(page.getByRole('heading', { name: `Load ${id}`, exact: true })).toBeVisible();
}

// Every test here starts signed in (the worker's stored session).
test.use({ signedIn: true });

test('shows the load, its route on the map, stops, logs, trace data and whether it is tracked', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openLoad(page);
  await expect(page).toHaveTitle('Broker Portal – Load 50001');
  const map = page.getByRole('region', { name: 'Route of load 50001' });
  await expect(map).toBeVisible();
  // One marker per stop, named for the stop, and one for the vehicle's latest position.
  await expect(map.getByRole('button', { name: /^Stop 1, Pickup: Chicago, IL/ })).toBeVisible();
  await expect(map.getByRole('button', { name: /^Stop \d+, Delivery: Dallas, TX/ })).toBeVisible();
  await expect(map.getByRole('button', { name: /^PW-214 at / })).toBeVisible();
  // With no tiles configured, the base map is the shipped outlines, one SVG under the route: a path
  // each for the three countries' land, the lakes, and state, coast and country lines.
  const outlines = map.getByRole('img', { name: 'Outline map of the United States, Canada and Mexico' });
  await expect(outlines.locator('svg path')).toHaveCount(5);
  // Placed where Leaflet places the route: Dallas's marker lies on land, as does a point 25 px west
  // of Chicago's, while one 10 px east of it is in Lake Michigan.
  const filledAt = async (shape: 'land' | 'lakes', name: RegExp, dx: number) => {
    const box = await map.getByRole('button', { name }).boundingBox();
    if (!box) throw new Error(`no marker ${String(name)}`);
    return outlines.locator(`path[data-shape="${shape}"]`).evaluate(
      (path: SVGPathElement, [x, y]) => {
        const point = new DOMPoint(x, y).matrixTransform(path.ownerSVGElement!.getScreenCTM()!.inverse());
        return path.isPointInFill(point);
      },
      [box.x + box.width / 2 + dx, box.y + box.height / 2],
    );
  };
  expect(await filledAt('land', /^Stop \d+, Delivery: Dallas, TX/, 0)).toBe(true);
  expect(await filledAt('land', /^Stop 1, Pickup: Chicago, IL/, -25)).toBe(true);
  expect(await filledAt('lakes', /^Stop 1, Pickup: Chicago, IL/, -25)).toBe(false);
  expect(await filledAt('lakes', /^Stop 1, Pickup: Chicago, IL/, 10)).toBe(true);
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Stops of load 50001' }).locator('tbody tr[data-index]'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Logs of load 50001' })).toContainText('Check call');
  await expect(
    page.getByRole('table', { name: 'Trace of load 50001' }).locator('tbody tr[data-index]').first(),
  ).toBeVisible();
  await expect(page.getByText('Trackable', { exact: true }).locator('..')).toContainText('Yes');
  // Now is Mar 17 09:00 CDT (tests/e2e/support/clock.ts): the window, 2 days before the pickup
  // appointment (Mar 16 09:00 CDT) to 5 days after the delivery's end (Mar 17 17:00 CDT), is open.
  await expect(page.getByText('Tracking window', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    'Active (Mar 14, 09:00 – Mar 22, 17:00)',
  );
  await saveScreenshot(page, 'load-detail');
  // Nothing left this origin: no tile, font or data from anywhere else.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
});

test('a stop reached after its appointment window is flagged late', async ({ page }) => {
  // The examples arrive on time: make the second stop's arrival 40 minutes after its window closes.
  await reshape(page, 'monitor', (path) => path === LOAD, {
    method: 'GET',
    json: (answer) => {
      const load = answer as {
        stops: {
          sequence: number;
          appointment_end: string | null;
          appointment_start: string;
          arrived_at: string | null;
        }[];
      };
      for (const stop of load.stops) {
        const closes = Date.parse(stop.appointment_end ?? stop.appointment_start);
        stop.arrived_at = new Date(closes + (stop.sequence === 2 ? 40 : -30) * 60_000).toISOString();
      }
      return load;
    },
  });
  await openLoad(page);
  const rows = page.getByRole('table', { name: 'Stops of load 50001' }).locator('tbody tr[data-index]');
  await expect(rows.filter({ hasText: 'Delivery' })).toContainText('Late 40 min');
  await expect(rows.filter({ hasText: 'Pickup' })).not.toContainText('Late');
});

test('adding a log sends the four required fields and says so', async ({ page }) => {
  await openLoad(page);
  await page.getByRole('button', { name: 'Add log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a log to load 50001' });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'load-detail-add-log');

  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Add log' }).click();
  await expect(dialog.getByText('Choose the stop.')).toBeVisible();
  await expect(dialog.getByText('Choose what happened.')).toBeVisible();

  // "When" starts at now in the browser's zone: Mar 17 09:00 CDT, sent as 14:00 UTC.
  await expect(dialog.getByLabel('When')).toHaveValue('2026-03-17T09:00');
  await dialog.getByLabel('Stop').selectOption({ label: '1. Pickup – Midway Distribution Center, IL' });
  await dialog.getByLabel('What happened').selectOption({ label: 'Check call' });
  await dialog.getByLabel('Notes').fill('Driver on schedule');
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/monitor/api/v1/load_logs'));
  await dialog.getByRole('button', { name: 'Add log' }).click();
  expect((await request).postDataJSON()).toEqual({
    load_log: {
      load_id: 50001,
      stop_id: 70011,
      occurred_at: '2026-03-17T14:00:00.000Z',
      is_type: 'check_call',
      notes: 'Driver on schedule',
    },
  });
  await expect(page.getByText('Check call logged on load 50001.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a time typed in the dialog is local time, sent in UTC with the offset of that day', async ({ page }) => {
  await openLoad(page);
  await page.getByRole('button', { name: 'Add log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a log to load 50001' });
  await dialog.getByLabel('Stop').selectOption({ label: '2. Delivery – DFW Consumer Goods DC, TX' });
  await dialog.getByLabel('What happened').selectOption({ label: 'Arrived at delivery' });
  // 22:45 on Mar 16 in Chicago (CDT, UTC−5) is 03:45 on Mar 17 in UTC; Mar 1 was still CST (UTC−6).
  await dialog.getByLabel('When').fill('2026-03-16T22:45');
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/monitor/api/v1/load_logs'));
  await dialog.getByRole('button', { name: 'Add log' }).click();
  expect(((await request).postDataJSON() as { load_log: { occurred_at: string } }).load_log.occurred_at).toBe(
    '2026-03-17T03:45:00.000Z',
  );
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add log' }).click();
  await dialog.getByLabel('Stop').selectOption({ label: '1. Pickup – Midway Distribution Center, IL' });
  await dialog.getByLabel('What happened').selectOption({ label: 'Departed pickup' });
  await dialog.getByLabel('When').fill('2026-03-01T22:45');
  const winter = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/monitor/api/v1/load_logs'));
  await dialog.getByRole('button', { name: 'Add log' }).click();
  expect(((await winter).postDataJSON() as { load_log: { occurred_at: string } }).load_log.occurred_at).toBe(
    '2026-03-02T04:45:00.000Z',
  );
});

test('random schema-valid answers render with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await prefer(page, 'monitor', null, { dynamic: true });
  for (let run = 0; run < 3; run += 1) {
    await page.goto('loads/50001');
    await expect(page.getByRole('heading', { level: 1, name: /^Load / })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Trace of load/ })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

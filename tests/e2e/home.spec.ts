import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const CURRENT_USER = '/api/v1/users/current';

test.use({ signedIn: true });
test.describe.configure({ timeout: 90_000 });

const searchBox = (page: Page) => page.getByRole('search', { name: 'Search everything' });

async function searchFromHome(page: Page, text: string) {
  await searchBox(page).getByLabel('Search').fill(text);
  await searchBox(page).getByRole('button', { name: 'Search' }).click();
}

test('Home shows the search box, the lane map and what a broker comes back for', async ({ page }) => {
  await page.goto('');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(searchBox(page).getByLabel('Search')).toBeVisible();
  const lane = page.getByRole('region', { name: 'Find carriers for a lane' });
  await expect(lane.getByRole('button', { name: 'Search lane' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Recent searches' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New alerts' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Loads with exceptions' }).getByRole('link', { name: 'No ELD' }),
  ).toBeVisible();
  await saveScreenshot(page, 'home');
});

test('the navigation badge and Home’s alerts card show one number, from one count request', async ({ page }) => {
  const counts = recordRequests(page, 'monitor', '/api/v1/tickets/count');
  const lists = recordRequests(page, 'monitor', '/api/v1/tickets');
  await page.goto('');
  const badge = page.getByRole('navigation', { name: 'Main' }).getByLabel(/new alerts$/);
  const card = page.getByRole('region', { name: 'New alerts' });
  await expect(badge).toHaveText('2');
  await expect(card.getByText('2', { exact: true })).toBeVisible();
  await expect(card.getByText('new alerts', { exact: true })).toBeVisible();
  expect(counts.map((r) => new URL(r.url()).searchParams.get('status'))).toEqual(['new']);
  expect(lists).toHaveLength(0);
});

// What a broker pastes, and where Home's box sends it (the request that then leaves the browser).
test('an MC number goes to Carrier Search Results, which asks for that MC', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', '/api/v1/carriers');
  await page.goto('');
  await searchFromHome(page, 'MC-1098234');
  await expect(page).toHaveURL(/carriers\/search-results\?text=MC-1098234/);
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const sent = new URL(calls.at(-1)!.url()).searchParams;
  expect(sent.get('q[identifiers_is_type_eq]')).toBe('MC');
  expect(sent.get('q[identifiers_value_start]')).toBe('1098234');
});

test('a name goes to Carrier Search Results as a name prefix', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', '/api/v1/carriers');
  await page.goto('');
  await searchFromHome(page, 'Blue Ridge');
  await expect(page).toHaveURL(/carriers\/search-results\?text=Blue/);
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(new URL(calls.at(-1)!.url()).searchParams.get('q[legal_name_or_dba_name_start]')).toBe('BLUERIDGE');
});

test('an e-mail and a phone go to Contact Search', async ({ page }) => {
  await page.goto('');
  await searchFromHome(page, '  dispatch@blueridgereefer.com ');
  await expect(page).toHaveURL(/carriers\/contact-search\?email=dispatch%40blueridgereefer\.com$/);
  await page.goto('');
  await searchFromHome(page, '(540) 555-0142');
  await expect(page).toHaveURL(/carriers\/contact-search\?phone=%2B15405550142$/);
});

test('a VIN is looked up and opens its vehicle; an unknown VIN says so', async ({ page }) => {
  await page.goto('');
  const lookup = page.waitForRequest((r) => r.url().includes('/vehicles/1XPBD49X1MD734590/by_vin'));
  await searchFromHome(page, '1xpbd49x1md734590');
  await lookup;
  await expect(page).toHaveURL(/vehicles\/6003$/);

  await prefer(page, 'monitor', '/api/v1/vehicles/1FUJGLDR5CLBP8834/by_vin', { code: 404 });
  await page.goto('');
  await searchFromHome(page, '1FUJGLDR5CLBP8834');
  await expect(page.getByText('No vehicle has the VIN 1FUJGLDR5CLBP8834.')).toBeVisible();
});

test('a plan without vehicle search offers no VIN search', async ({ page }) => {
  await prefer(page, 'identity', CURRENT_USER, { example: 'broker_hide_vehicle_search' });
  const lookups = recordRequests(page, 'monitor', '/api/v1/vehicles/1FUJGLDR5CLBP8834/by_vin');
  await page.goto('');
  await searchBox(page).getByLabel('Search').fill('1FUJGLDR5CLBP8834');
  await expect(page.getByText('Vehicle search is not part of your plan: search by MC, DOT or name.')).toBeVisible();
  await expect(searchBox(page).getByRole('button', { name: 'Search' })).toBeDisabled();
  expect(lookups).toHaveLength(0);
});

test('a plan without lane search keeps the map and says so', async ({ page }) => {
  await prefer(page, 'identity', CURRENT_USER, { example: 'broker_no_lane_search' });
  await page.goto('');
  const lane = page.getByRole('region', { name: 'Find carriers for a lane' });
  await expect(lane.getByText('Lane search is not part of your plan.')).toBeVisible();
  await expect(lane.getByRole('button', { name: 'Search lane' })).toHaveCount(0);
});

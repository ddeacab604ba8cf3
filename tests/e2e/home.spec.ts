import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { prefer, recordRequests } from './support/prism';

test.use({ signedIn: true });
test.describe.configure({ timeout: 90_000 });

const searchBox = (page: Page) => page.getByRole('search', { name: 'Search everything' });

async function searchFromHome(page: Page, text: string) {
  await searchBox(page).getByLabel('Search').fill(text);
  await searchBox(page).getByRole('button', { name: 'Search' }).click();
}

/** The carrier search's requests among `calls`: Home's own My carriers request left out. */
const searches = (calls: Request[]) =>
  calls.filter((r) => !new URL(r.url()).searchParams.has('q[subscriptions_company_id_eq]'));

// What a broker pastes, and where Home's box sends it (the request that then leaves the browser).
test('an MC number goes to Carrier Search Results, which asks for that MC', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', '/api/v1/carriers');
  await page.goto('');
  await searchFromHome(page, 'MC-1098234');
  await expect(page).toHaveURL(/carriers\/search-results\?text=MC-1098234/);
  await expect.poll(() => searches(calls).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const sent = new URL(searches(calls).at(-1)!.url()).searchParams;
  expect(sent.get('q[identifiers_is_type_eq]')).toBe('MC');
  expect(sent.get('q[identifiers_value_start]')).toBe('1098234');
});

test('a name goes to Carrier Search Results as a name prefix', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', '/api/v1/carriers');
  await page.goto('');
  await searchFromHome(page, 'Blue Ridge');
  await expect(page).toHaveURL(/carriers\/search-results\?text=Blue/);
  await expect.poll(() => searches(calls).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(new URL(searches(calls).at(-1)!.url()).searchParams.get('q[legal_name_or_dba_name_start]')).toBe('BLUERIDGE');
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

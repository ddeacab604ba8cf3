import type { Page, Request } from '@playwright/test';
import { typeInOneBurst } from './support/clock';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const LANE = '/api/v1/carriers/search';
const AUTOCOMPLETE = '/api/v1/areas/autocomplete';
const FIND_PLACE = '/api/v1/areas/find_by_place_id';
const RESULTS =
  'carriers/lane-search-results?origin_area=450309&origin=Des+Moines%2C+IA&destination_area=424011&destination=Roanoke%2C+VA';

const table = (page: Page) => page.getByRole('table', { name: 'Lane search results' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');
const body = (request: Request) => request.postDataJSON() as Record<string, unknown>;

test.use({ signedIn: true });
test.describe.configure({ timeout: 90_000 });

test.describe(() => {
  // Pauses the page's clock while it types: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test('an origin is typed, suggested after a pause and chosen by keyboard, its area resolved', async ({ page }) => {
    const suggestions = recordRequests(page, 'monitor', AUTOCOMPLETE);
    await page.goto('carriers/lane-search');
    await expect(page.getByRole('heading', { name: 'Lane Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search lane' })).toBeDisabled();
    const origin = page.getByRole('combobox', { name: 'Origin', exact: true });
    // Typed as one burst (the page's clock stands still meanwhile): on a busy machine a gap between two
    // keys could otherwise outlast the debounce and ask for "des" first.
    await origin.focus();
    await typeInOneBurst(page, 'des moi');
    await expect(page.getByRole('option', { name: 'Des Moines, IA, USA', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    // Debounced: one request for the whole word typed, not one a keystroke.
    expect(suggestions.length).toBeLessThanOrEqual(2);
    expect(new URL(suggestions.at(-1)!.url()).searchParams.get('term') ?? '').toContain('des moi');
    const resolved = page.waitForRequest((r) => r.url().includes(FIND_PLACE));
    await origin.press('ArrowDown');
    await origin.press('Enter');
    expect(new URL((await resolved).url()).searchParams.get('place_id')).toBe('ChIJPcdPSw-Z7IcR1yK4LBS0a7A');
    await expect(origin).toHaveValue('Des Moines, IA, USA');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'lane-search');
  });
});

test('both ends chosen, Search lane opens the results and sends the lane with its areas', async ({ page }) => {
  await page.goto('carriers/lane-search');
  const origin = page.getByRole('combobox', { name: 'Origin', exact: true });
  await origin.fill('des moi');
  await page.getByRole('option', { name: 'Des Moines, IA, USA', exact: true }).click({ timeout: 15_000 });
  await expect(origin).toHaveValue('Des Moines, IA, USA');
  await prefer(page, 'monitor', FIND_PLACE, { example: 'roanoke' });
  const destination = page.getByRole('combobox', { name: 'Destination', exact: true });
  await destination.fill('roan');
  await page.getByRole('option', { name: 'Des Moines, WA, USA', exact: true }).click({ timeout: 15_000 });
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === `/monitor${LANE}` && r.method() === 'POST');
  await page.getByRole('button', { name: 'Search lane' }).click();
  await expect(page).toHaveURL(/lane-search-results\?origin_area=450309/);
  const lane = body(await sent);
  expect(lane).toMatchObject({ origin_area_id: 450309, destination_area_id: 424011, page: 1, per_page: 50 });
  // The filters' defaults are left out.
  expect(lane.q ?? {}).toEqual({});
});

test('the results list the lane’s carriers beside the drawn route, fit a laptop and pass axe', async ({ page }) => {
  await page.goto(RESULTS);
  await expect(page.getByRole('heading', { name: 'Carriers for Des Moines, IA to Roanoke, VA' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(table(page).getByText('Blue Ridge Reefer Inc')).toBeVisible();
  await expectTableFits(table(page));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'lane-search-results');
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessibleDialog } from './support/axe';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const SAVED = '/api/v1/saved_searches';
const table = (page: Page) => page.getByRole('table', { name: 'All saved' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');

test.use({ signedIn: true });
test.describe.configure({ timeout: 90_000 });

test('the saved searches are listed newest first and fit a laptop', async ({ page }) => {
  await page.goto('carriers/saved-searches');
  await expect(bodyRows(page)).toHaveCount(3, { timeout: 15_000 });
  await expect(bodyRows(page).nth(0)).toContainText('Sonoran phone number');
  await expect(bodyRows(page).nth(1)).toContainText('Iowa reefers with ELD');
  await expect(bodyRows(page).nth(2)).toContainText('Des Moines to Roanoke reefers');
  await expectTableFits(table(page));
  await saveScreenshot(page, 'saved-searches');
  await page.getByRole('tab', { name: 'Lane searches' }).click();
  await expect(page.getByRole('table', { name: 'Lane searches saved' }).locator('tbody tr[data-index]')).toHaveCount(1);
});

test('running a saved carrier search opens Carrier Search with its filters, which it sends', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', '/api/v1/carriers');
  await page.goto('carriers/saved-searches');
  await page.getByRole('button', { name: 'Run Iowa reefers with ELD' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/carriers\/global-search\?/);
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const sent = new URL(calls.at(-1)!.url()).searchParams;
  expect(sent.get('q[state_eq]')).toBe('IA');
  expect(sent.getAll('q[equipment_types_in][]')).toEqual(['reefer']);
  expect(sent.get('q[eld_connected_only]')).toBe('true');
});

test('running a saved lane search opens its results; a contact search its contact', async ({ page }) => {
  await page.goto('carriers/saved-searches');
  await page.getByRole('button', { name: 'Run Des Moines to Roanoke reefers' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/lane-search-results\?origin_area=450309.*destination_area=424011/);
  await page.goto('carriers/saved-searches');
  await page.getByRole('button', { name: 'Run Sonoran phone number' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/contact-search\?phone=%2B16025550187/);
});

test('deleting asks first, names the search, and sends the DELETE', async ({ page }) => {
  await page.goto('carriers/saved-searches');
  await page.getByRole('button', { name: 'Delete Iowa reefers with ELD' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Delete the saved search “Iowa reefers with ELD”?' });
  await expectAccessibleDialog(page, dialog);
  const sent = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes(`${SAVED}/6503`));
  await dialog.getByRole('button', { name: 'Delete saved search' }).click();
  await sent;
  await expect(dialog).toBeHidden();
});

import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// The monitoring parts of the load detail (issue 19): the carrier's vehicles from the pickup, raw
// positions for support, the load's alerts and the notes on the load and on an alert.
const query = (request: Request) => new URL(request.url()).searchParams;

test.use({ signedIn: true });

test('the carrier’s vehicles, nearest to the first pickup first, link to their pages', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', '/api/v1/vehicle_distances_to_pickup');
  await page.goto('loads/50001');
  const table = page.getByRole('table', { name: 'Vehicles of the carrier from the pickup of load 50001' });
  const rows = table.locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText('PW-301');
  await expect(rows.nth(0)).toContainText('587.9 mi');
  await expect(rows.nth(1)).toContainText('Assigned');
  await expect(rows.nth(1)).toContainText('801.3 mi');
  expect(query(calls.at(-1)!).get('load_id')).toBe('50001');
  await expectTableFits(table);
  await table.getByRole('link', { name: 'PW-214' }).click();
  await expect(page).toHaveURL(/\/vehicles\/6001$/);
});

test('raw positions are asked for only once opened, and late ones are marked', async ({ page }) => {
  test.slow(); // axe on the whole load detail (map, six tables), on a shared machine
  const calls = recordRequests(page, 'monitor', '/api/v1/carrier_vehicle_areas_for_debugging');
  await page.goto('loads/50001');
  const disclosure = page.getByRole('button', { name: /Raw positions$/ });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(0);
  await disclosure.click();
  const table = page.getByRole('table', { name: 'Raw positions of load 50001' });
  await expect(table.locator('tbody tr[data-index]')).toHaveCount(3, { timeout: 15_000 });
  // Recorded at 02:40 UTC, received at 04:55: 135 minutes late.
  await expect(table.getByText('135 min late')).toBeVisible();
  expect(query(calls.at(-1)!).get('load_id')).toBe('50001');
  await expectTableFits(table);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'load-detail-monitoring');
});

import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const LIST = '/api/v1/carrier_vehicles';
const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: 'Vehicles' });
const rows = (page: Page) => table(page).locator('tbody tr[data-index]');

test.use({ signedIn: true });

test.describe('Vehicle Search', () => {
  test('lists the carriers’ vehicles, last seen first, 50 a page', async ({ page }) => {
    const calls = recordRequests(page, 'monitor', LIST);
    await page.goto('vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Search' })).toBeVisible();
    await expect(page).toHaveTitle('Broker Portal – Vehicle Search');
    await expect(rows(page)).toHaveCount(4);
    await expect(table(page).getByRole('link', { name: 'PW-214' })).toBeVisible();
    const sent = query(calls.at(-1)!);
    expect(sent.get('q[s]')).toBe('date desc');
    expect(sent.get('per_page')).toBe('50');
    expect(sent.get('page')).toBe('1');
    await expectTableFits(table(page));
    await saveScreenshot(page, 'vehicles');
  });

  test('each filter goes into the query', async ({ page }) => {
    const calls = recordRequests(page, 'monitor', LIST);
    await page.goto('vehicles');
    await expect(rows(page).first()).toBeVisible();
    const after = async (act: () => Promise<unknown>) => {
      const before = calls.length;
      await act();
      await expect.poll(() => calls.length, { timeout: 10_000 }).toBeGreaterThan(before);
      return query(calls.at(-1)!);
    };
    expect((await after(() => page.getByLabel('Unit number').fill('PW'))).get('q[unit_number_cont]')).toBe('PW');
    expect((await after(() => page.getByLabel('Carrier').fill('Prairie'))).get('q[carrier_legal_name_cont]')).toBe(
      'Prairie',
    );
    expect((await after(() => page.getByLabel('Type').selectOption({ label: 'Trailer' }))).get('q[is_type_eq]')).toBe(
      'trailer',
    );
    const sent = await after(() => page.getByLabel('Seen since').fill('2026-03-10'));
    expect(sent.get('q[date_gteq]')).toBe('2026-03-10');
    // A part of a VIN, written as people paste it, searches by the VIN as it is stored.
    const vin = await after(() => page.getByLabel('VIN').fill('nsmt-48'));
    expect(vin.get('q[vin_cont]')).toBe('NSMT48');
    expect(vin.get('q[unit_number_cont]')).toBe('PW');
    expect(vin.get('page')).toBe('1');
    await expect(page).toHaveURL(/unit=PW/);
  });

  test('a whole VIN opens its vehicle without searching the list', async ({ page }) => {
    const byVin = recordRequests(page, 'monitor', '/api/v1/vehicles/1XPBD49X1MD734590/by_vin');
    await prefer(page, 'monitor', '/api/v1/vehicles/6003', { example: 'sonoran_flatbed' });
    await page.goto('vehicles');
    await expect(rows(page).first()).toBeVisible();
    const calls = recordRequests(page, 'monitor', LIST);
    await page.getByLabel('VIN').fill('1xpbd49x1md734590');
    await expect(page).toHaveURL(/\/vehicles\/6003$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle 6003' })).toBeVisible();
    expect(byVin).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });
});

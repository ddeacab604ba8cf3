import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const query = (request: Request) => new URL(request.url()).searchParams;
const POSITIONS = '/api/v1/carrier_vehicle_areas/by_carrier_vehicle';
const FLEET = '/api/v1/recent_carrier_vehicle_areas_by_carrier_vehicle';

test.use({ signedIn: true });

test.describe('Vehicle Show', () => {
  test('shows the vehicle, its positions with the carrier’s other vehicles, and its loads', async ({ page }) => {
    await prefer(page, 'monitor', '/api/v1/loads', { example: 'vehicle_6001' });
    const positions = recordRequests(page, 'monitor', POSITIONS);
    const fleet = recordRequests(page, 'monitor', FLEET);
    const loads = recordRequests(page, 'monitor', '/api/v1/loads');
    await page.goto('vehicles/6001');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle 6001' })).toBeVisible();
    await expect(page).toHaveTitle('Broker Portal – Vehicle 6001');
    await expect(page.getByText('3AKJHHDR7NSMT4821')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prairie Wind Transport LLC', exact: true })).toHaveAttribute(
      'href',
      /\/carriers\/1001$/,
    );

    // Its positions: by default the two days before it was last seen (Mar 17).
    const own = page.getByRole('table', { name: 'Positions of PW-214' });
    await expect(own.locator('tbody tr[data-index]')).toHaveCount(5);
    await expect(own).toContainText('Gainesville, TX');
    const window = query(positions.at(-1)!);
    expect(window.get('carrier_vehicle_id')).toBe('6001');
    expect(window.get('start_date')).toBe('2026-03-15');
    expect(window.get('end_date')).toBe('2026-03-17');
    // The carrier's other vehicles, the vehicle itself left out.
    const others = page.getByRole('table', { name: 'Other vehicles of Prairie Wind Transport LLC' });
    await expect(others.getByRole('link', { name: 'PW-301' })).toBeVisible();
    await expect(others.getByRole('link', { name: 'PW-214' })).toHaveCount(0);
    expect(query(fleet.at(-1)!).get('carrier_id')).toBe('1001');
    await expect(
      page.getByRole('region', { name: "Positions of PW-214 and the carrier's other vehicles" }),
    ).toBeVisible();

    // The loads it is assigned to, every status.
    const loadTable = page.getByRole('table', { name: 'Loads of PW-214' });
    await expect(loadTable.getByRole('link', { name: '50001', exact: true })).toBeVisible();
    const sent = query(loads.at(-1)!);
    expect(sent.get('q[carrier_vehicle_id_eq]')).toBe('6001');
    expect(sent.getAll('q[status_in][]')).toEqual([]);
    await expectTableFits(loadTable);
    await saveScreenshot(page, 'vehicle-show');
  });

  test('other days ask for the positions of those days, kept in the address', async ({ page }) => {
    const positions = recordRequests(page, 'monitor', POSITIONS);
    await page.goto('vehicles/6001');
    await expect(page.getByRole('table', { name: 'Positions of PW-214' })).toBeVisible();
    await page.getByLabel('From').fill('2026-03-10');
    await expect.poll(() => positions.map((r) => query(r).get('start_date'))).toContain('2026-03-10');
    expect(query(positions.at(-1)!).get('end_date')).toBe('2026-03-17');
    await expect(page).toHaveURL(/from=2026-03-10/);
  });

  test('links to every vehicle of its carrier', async ({ page }) => {
    const search = recordRequests(page, 'monitor', '/api/v1/carrier_vehicles');
    await page.goto('vehicles/6001');
    await page.getByRole('link', { name: 'All vehicles of Prairie Wind Transport LLC' }).click();
    await expect(page).toHaveURL(/\/vehicles\?carrier_id=1001$/);
    await expect(page.getByRole('button', { name: 'Any carrier' })).toBeVisible();
    await expect.poll(() => search.map((r) => query(r).get('q[carrier_id_eq]'))).toContain('1001');
  });
});

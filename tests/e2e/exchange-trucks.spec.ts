import type { Request } from '@playwright/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { pickPlace } from './support/load-board';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

// Exchange's Truck postings tab: the active postings, a new one with the form's real fields, an
// edit that sends only what changed, and switching one off; the active list reloaded after each.
test.use({ signedIn: true });
// Each test opens the board and a drawer or dialog: on the shared 2-core machine, past the default 30 s.
test.describe.configure({ timeout: 90_000 });

const POSTINGS = '/api/v1/truck_postings';
const TODAY = '2026-03-17';
// The tab's tables and dialogs load on the shared 2-core machine more slowly than the default 7 s.
const LOADED = 15_000;

test('the tab lists the active truck postings, 50 a page, and keeps the board search for the way back', async ({
  page,
}) => {
  const lists = recordRequests(page, 'monitor', POSTINGS);
  await page.goto('exchange?weight=40000');
  await page.getByRole('tab', { name: 'Truck postings' }).click();
  await expect(page).toHaveURL(/[?&]tab=trucks/);
  const table = page.getByRole('table', { name: 'Active truck postings' });
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: LOADED });
  await expect(table).toContainText('Sonoran Flatbed Co');
  await expect(table).toContainText('Little Rock, AR');
  const query = new URL(lists[0]!.url()).searchParams;
  expect(query.get('q[is_active_eq]')).toBe('true');
  expect(query.get('per_page')).toBe('50');
  await expectTableFits(table);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'exchange-trucks');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/weight=40000/);
});

test('a new truck posting sends the form’s carrier, equipment, places with their names, deadheads and date', async ({
  page,
}) => {
  const calls = recordRequests(page, 'monitor', POSTINGS);
  await page.goto('exchange?tab=trucks');
  await expect(page.getByRole('table', { name: 'Active truck postings' })).toContainText('Sonoran Flatbed Co', {
    timeout: LOADED,
  });
  await page.getByRole('button', { name: 'New truck posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'New truck posting' });
  await expect(dialog.getByLabel('Available from')).toHaveValue(TODAY);
  // Nothing is sent until the required fields are there.
  await dialog.getByRole('button', { name: 'Post the truck' }).click();
  await expect(dialog.getByText('Choose the carrier.').first()).toBeVisible();
  expect(calls.filter((r) => r.method() === 'POST')).toHaveLength(0);

  const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
  await carrier.fill('prairie');
  await page.getByRole('option', { name: /Prairie Wind Transport LLC · DOT 3184562/ }).click();
  await dialog.getByLabel('Equipment').selectOption({ label: 'Dry van' });
  await pickPlace(page, 'Origin', 'des moi', 'Des Moines, IA, USA');
  await dialog.getByLabel('Origin deadhead (mi)').fill('75');
  await dialog.getByLabel('Available from').fill('2026-03-19');
  await expectAccessibleDialog(page, dialog);
  await saveScreenshot(page, 'exchange-truck-new');
  const listsBefore = calls.filter((r) => r.method() === 'GET').length;
  await dialog.getByRole('button', { name: 'Post the truck' }).click();
  await expect(dialog).toHaveCount(0, { timeout: LOADED });

  const sent = calls.filter((r) => r.method() === 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toEqual({
    truck_posting: {
      carrier_id: 1001,
      carrier_vehicle_id: null,
      origin_area_id: 450309,
      origin_search_display_name: 'Des Moines, IA',
      origin_deadhead_tolerance: 75,
      destination_area_id: null,
      destination_search_display_name: null,
      destination_deadhead_tolerance: null,
      start_date: '2026-03-19',
      posted_equipment_type: 'van',
      is_active: true,
    },
  });
  // The active list is asked for again.
  await expect.poll(() => calls.filter((r) => r.method() === 'GET').length).toBeGreaterThan(listsBefore);
});

test('an edit sends only what changed; switching off asks first and sends is_active false', async ({ page }) => {
  // Prism answers any posting's GET with its first example (8801), so the edit saves that one.
  const updates: Request[] = [];
  page.on('request', (request) => {
    if (/^\/monitor\/api\/v1\/truck_postings\/\d+$/.test(new URL(request.url()).pathname)) updates.push(request);
  });
  await page.goto('exchange?tab=trucks');
  const table = page.getByRole('table', { name: 'Active truck postings' });
  await table.getByRole('button', { name: 'Edit the posting of Sonoran Flatbed Co' }).click({ timeout: LOADED });
  const dialog = page.getByRole('dialog', { name: 'Truck posting 8803' });
  await expect(dialog.getByText('Nothing changed yet.')).toBeVisible({ timeout: LOADED });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Origin deadhead (mi)').fill('120');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0, { timeout: LOADED });
  const patch = updates.filter((r) => r.method() === 'PATCH');
  expect(patch).toHaveLength(1);
  expect(patch[0]!.postDataJSON()).toEqual({ truck_posting: { origin_deadhead_tolerance: 120 } });

  await table.getByRole('button', { name: 'Switch off the posting of Sonoran Flatbed Co…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch off the truck posting of Sonoran Flatbed Co?' });
  await expect(confirm).toContainText('It will no longer be matched to loads.');
  await expectAccessibleDialog(page, confirm);
  await confirm.getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByText('The truck posting of Sonoran Flatbed Co is switched off.')).toBeVisible();
  const patches = updates.filter((r) => r.method() === 'PATCH');
  expect(patches.at(-1)!.postDataJSON()).toEqual({ truck_posting: { is_active: false } });
});

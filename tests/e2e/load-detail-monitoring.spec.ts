import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
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

test('the load’s alerts, and the notes on one of them', async ({ page }) => {
  const tickets = recordRequests(page, 'monitor', '/api/v1/tickets');
  const notes = recordRequests(page, 'monitor', '/api/v1/notes');
  await page.goto('loads/50001');
  const alerts = page.getByRole('table', { name: 'Alerts of load 50001' });
  // The table draws the rows in view only.
  await alerts.scrollIntoViewIfNeeded();
  await expect(alerts.locator('tbody tr[data-index]').first()).toBeVisible({ timeout: 15_000 });
  expect(tickets.map((r) => query(r).get('q[load_id_eq]'))).toContain('50001');
  await expect(page.getByRole('link', { name: 'Work them in Alerts' })).toHaveAttribute(
    'href',
    /\/alerts\?load=50001$/,
  );

  const button = alerts.getByRole('button', { name: /^Notes on alert \d+$/ }).first();
  const id = (await button.innerText()).replace('Notes on alert ', '');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(`Add a note on alert ${id}`)).toBeVisible();
  await expect
    .poll(() => notes.map((r) => `${query(r).get('q[notable_type_eq]')} ${query(r).get('q[notable_id_eq]')}`))
    .toContain(`Ticket ${id}`);
});

test('a note is added to the load and another one edited', async ({ page }) => {
  await page.goto('loads/50001');
  const field = page.getByLabel('Add a note on load 50001');
  await field.fill('Receiver asked for a call one hour out; number on the BOL.');
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/monitor/api/v1/notes'));
  await page.getByRole('button', { name: 'Add note' }).first().click();
  expect((await created).postDataJSON()).toEqual({
    note: {
      body: 'Receiver asked for a call one hour out; number on the BOL.',
      notable_type: 'Load',
      notable_id: 50001,
      carrier_id: 1001,
    },
  });

  await page.getByRole('button', { name: /^Edit the note by Marcus Ortega/ }).click();
  await page.getByLabel('Note', { exact: true }).fill('Tarps on board; consignee closes at 17:00 MST.');
  const updated = page.waitForRequest((r) => r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save note' }).click();
  const sent = await updated;
  expect(new URL(sent.url()).pathname).toBe('/monitor/api/v1/notes/3102');
  expect(sent.postDataJSON()).toEqual({ note: { body: 'Tarps on board; consignee closes at 17:00 MST.' } });
});

test('a refused note says why and keeps what was typed', async ({ page }) => {
  await prefer(page, 'monitor', '/api/v1/notes', { code: 403 });
  await page.goto('loads/50001');
  const field = page.getByLabel('Add a note on load 50001');
  await field.fill('Driver called from the shipper.');
  await page.getByRole('button', { name: 'Add note' }).first().click();
  await expect(page.getByText('You do not have access to add notes to this record.').first()).toBeVisible();
  await expect(field).toHaveValue('Driver called from the shipper.');
});

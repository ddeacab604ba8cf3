import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// The ticket views of the Alerts list (monitoring §2 "other screens implied"): movement tickets,
// rate-confirmation tickets and the closed load-lock events dashboard, each a tab with its query.
const TICKETS = '/api/v1/tickets';
const OPEN = ['new', 'in_progress', 'escalated'];
const MOVEMENT = [
  'physical_location_out_of_range_from_origin',
  'no_recent_vehicles_observed',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
];
const RATE_CONFIRMATION = [
  'rate_confirmation_dispatch_service_email',
  'rate_confirmation_dispatch_service_domain',
  'fraudulent_email',
  'fraudulent_domain',
  'email_spoofing',
  'domain_spoofing',
];
const LOAD_LOCK = [
  'physical_location_out_of_range_from_origin',
  'high_risk_pickup_with_no_physical_presence',
  'no_recent_vehicles_observed',
  'dormant_eld_connection',
  'vehicle_assignment_required',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
];

const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: /alerts$/ });
const rows = (page: Page) => table(page).locator('tbody tr[data-index]');

test.use({ signedIn: true });

test('each ticket view sends its statuses and types, the movement views 20 a page', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', TICKETS);
  await page.goto('alerts');
  await expect(rows(page).first()).toBeVisible();
  const expectations: [tab: string, statuses: string[], types: string[], perPage: string][] = [
    ['Movement', OPEN, MOVEMENT, '20'],
    ['Movement closed', ['closed'], MOVEMENT, '20'],
    ['Rate con', OPEN, RATE_CONFIRMATION, '50'],
    ['Rate con closed', ['closed'], RATE_CONFIRMATION, '50'],
    ['Load-lock closed', ['closed'], LOAD_LOCK, '50'],
  ];
  for (const [tab, statuses, types, perPage] of expectations) {
    const before = calls.length;
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    const sent = query(calls.at(-1)!);
    expect(sent.getAll('q[status_in][]'), tab).toEqual(statuses);
    expect(sent.getAll('q[is_type_in][]'), tab).toEqual(types);
    expect(sent.get('per_page'), tab).toBe(perPage);
  }
  await expect(page).toHaveURL(/[?&]tab=load-lock-closed/);
});

test('a movement shows once, built from its newest alert, with how many alerts it gathers', async ({ page }) => {
  test.slow(); // axe on a full table, on a shared machine
  await prefer(page, 'monitor', TICKETS, { example: 'movement_open' });
  await page.goto('alerts?tab=movement-open');
  // 9001 and 8995 are on the same movement: one row, 9001's.
  await expect(rows(page)).toHaveCount(2);
  await expect(table(page)).not.toContainText('8995');
  const movement = rows(page).filter({ hasText: '9001' });
  await expect(movement).toContainText('2 alerts');
  await expect(movement.getByRole('link', { name: /^Vehicle \d+$/ })).toHaveAttribute('href', /\/vehicles\/\d+$/);
  // The pager counts the alerts of the page (3), not its rows (2).
  await expect(page.getByText(/^1–3 of \d+ alerts/)).toBeVisible();
  await expectTableFits(table(page));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'alerts-movement');
});

test('the closed load-lock events dashboard sums the page up and says when each was closed', async ({ page }) => {
  test.slow(); // axe on a full table, on a shared machine
  await prefer(page, 'monitor', TICKETS, { example: 'load_lock_closed' });
  await page.goto('alerts?tab=load-lock-closed');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Closed load-lock events on this page' })).toContainText(
    '2 closed events on this page',
  );
  await expect(table(page).getByRole('columnheader', { name: 'Closed' })).toBeVisible();
  await expectTableFits(table(page));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'alerts-load-lock-closed');
});

test('the rate confirmation view lists the e-mail and domain alerts', async ({ page }) => {
  await prefer(page, 'monitor', TICKETS, { example: 'rate_confirmation_open' });
  await page.goto('alerts?tab=rate-confirmation-open');
  await expect(rows(page)).toHaveCount(2);
  await expect(table(page)).toContainText('E-mail spoofing');
  await expectTableFits(table(page));
});

import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { prefer, recordRequests } from './support/prism';
import { expectTableFits } from './support/layout';

const TICKETS = '/api/v1/tickets';
const OPEN = ['new', 'in_progress', 'escalated'];
const RECOMMENDED = [
  'vehicle_assignment_required',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
];

const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: /alerts$/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');

// Every test here starts signed in (the worker's stored session).
test.use({ signedIn: true });

test('each tab sends its own query and is kept in the URL', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', TICKETS);
  await page.goto('alerts');
  await expect(bodyRows(page).first()).toBeVisible();
  expect(query(calls.at(-1)!).getAll('q[status_in][]')).toEqual(OPEN);
  const expectations: [tab: string, statuses: string[], types: string[]][] = [
    ['Closed', ['closed'], []],
    ['Pending', ['pending'], []],
    ['Recommended', OPEN, RECOMMENDED],
  ];
  for (const [tab, statuses, types] of expectations) {
    const before = calls.length;
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    const sent = query(calls.at(-1)!);
    expect(sent.getAll('q[status_in][]'), tab).toEqual(statuses);
    expect(sent.getAll('q[is_type_in][]'), tab).toEqual(types);
    expect(sent.get('q[s]'), tab).toBe('id desc');
  }
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/[?&]tab=pending/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Recommended', selected: true })).toBeVisible();
});

test('a manager assigns an alert: the row changes at once, the server gets the PATCH, the alert count is fetched again', async ({
  page,
}) => {
  await prefer(page, 'monitor', TICKETS, { example: 'open' });
  const assigneeCalls = recordRequests(page, 'monitor', '/api/v1/users');
  const counts = recordRequests(page, 'monitor', '/api/v1/tickets/count');
  await page.goto('alerts');
  const select = page.getByRole('combobox', { name: 'Assignee of alert 9001' });
  await expect(select).toBeEnabled();
  // A manager's list is not filtered by scope.
  expect(query(assigneeCalls[0]!).getAll('q[user_scopes_scope_matches_any][]')).toEqual([]);

  // The server's answer is held until the row has been seen changed: "at once" means before it
  // answers (after it, the list is fetched again, and Prism's example names the old assignee).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/monitor${TICKETS}/9001`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await held;
    return route.continue();
  });
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`${TICKETS}/9001`));
  const countsBefore = counts.length;
  await select.selectOption({ label: 'Priya Raman' });
  expect((await patch).postDataJSON()).toEqual({ ticket: { assignee_id: 1203 } });
  await expect(select).toHaveValue('1203');
  answer();
  await expect.poll(() => counts.length).toBeGreaterThan(countsBefore);
});

test('coming back to the alerts list restores the last search', async ({ page }) => {
  await page.goto('alerts?tab=recommended');
  await expect(page.getByRole('tab', { name: 'Recommended', selected: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads' }).click();
  await expect(page.getByRole('heading', { name: 'Loads' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Alerts/ })
    .click();
  await expect(page).toHaveURL(/\/alerts\?tab=recommended/);
});

test('the load filter is sent on Enter or on leaving the field, once, as a new history entry', async ({ page }) => {
  await page.goto('alerts');
  await expect(bodyRows(page).first()).toBeVisible();
  const calls = recordRequests(page, 'monitor', TICKETS);
  const load = page.getByLabel('Load', { exact: true });

  // Typing key by key sends nothing ("5", "50", … are never asked for); Enter sends the whole id.
  await load.pressSequentially('50003');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/monitor${TICKETS}`);
  await load.press('Enter');
  await answered;
  await expect(page).toHaveURL(/[?&]load=50003(&|$)/);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  expect(calls.map((r) => query(r).get('q[load_id_eq]'))).toEqual(['50003']);

  // A committed filter is a step of its own: Back returns to the unfiltered list.
  await page.goBack();
  await expect(page).toHaveURL(/\/broker\/alerts$/);
  await expect(load).toHaveValue('');

  // Leaving the field commits what was typed, the same way.
  await load.pressSequentially('50001');
  await page.getByRole('heading', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/[?&]load=50001(&|$)/);
  // (Back showed the unfiltered page from the cache: it is less than 30 s old.)
  await expect.poll(() => calls.map((r) => query(r).get('q[load_id_eq]'))).toEqual(['50003', '50001']);
});

test('leaving the load filter after Enter adds no second history entry', async ({ page }) => {
  // The blur after Enter must not commit the same id again as a second, identical history entry.
  await page.goto('alerts');
  await expect(bodyRows(page).first()).toBeVisible();
  const load = page.getByLabel('Load', { exact: true });
  await load.fill('50003');
  await load.press('Enter');
  await expect(page).toHaveURL(/[?&]load=50003(&|$)/);
  await page.getByRole('heading', { name: 'Alerts' }).click();
  await expect(load).not.toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/broker\/alerts$/, { timeout: 2_000 });
});

test('random schema-valid alerts render with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await prefer(page, 'monitor', TICKETS, { dynamic: true });
  await prefer(page, 'monitor', '/api/v1/users', { dynamic: true });
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`alerts?page=${run + 1}`);
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    await expect(page.getByText(/alerts · page|Page \d+ of/)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('on a 1440-px laptop screen the alerts table fits without sideways scrolling and no badge is cut', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('alerts');
  await expect(bodyRows(page).first()).toBeVisible();
  await expectTableFits(table(page));
  // What the row leaves out is in the cell's tooltip: the lane's pickup time, the alert's message.
  const lane = bodyRows(page).first().getByRole('cell', { name: /→/ });
  await expect(lane).toHaveAttribute('title', /→ .*, pickup \w{3} \d{1,2}, \d{2}:\d{2}$/);
});

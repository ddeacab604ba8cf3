import type { Page, Request, Route } from '@playwright/test';
import { typeInOneBurst } from './support/clock';
import { expect, test } from './support/test';
import { prefer, recordRequests } from './support/prism';
import { reshape } from './support/reshape';
import { expectTableFits } from './support/layout';
import { saveScreenshot } from './support/screenshot';

const LOADS = '/api/v1/loads';
const OPEN = ['available', 'covered', 'progress', 'delayed'];
const CLOSED = ['delivered', 'cancelled', 'assumed_delivered'];

const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: /loads$/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');

/** Answers the loads call from Prism, with the paging headers a server with `total` loads would send. */
async function pagedLoads(page: Page, total: number, rowsPerPage?: number) {
  const pageOf = (route: Route) => Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
  await reshape(page, 'monitor', (path) => path === LOADS, {
    json: (body, route) => {
      const rows = body as { id: number }[];
      const current = pageOf(route);
      // Enough distinct rows for the page: the example's loads with ids moved along per page.
      return Array.from({ length: rowsPerPage ?? rows.length }, (_, i) => {
        const row = rows[i % rows.length] ?? { id: 0 };
        return { ...row, id: 60_000 + (current - 1) * 1000 + i };
      });
    },
    headers: (response, route) => ({
      ...response.headers(),
      currentpage: String(pageOf(route)),
      totalpages: String(Math.max(1, Math.ceil(total / 50))),
      totalitems: String(total),
    }),
  });
}

// Every test here starts signed in (the worker's stored session).
test.use({ signedIn: true });

const exceptionTabs: [label: string, exception: string][] = [
  ['No ELD', 'no_eld'],
  ['No arrival', 'no_arrival'],
  ['No departure', 'no_departure'],
  ['No vehicle', 'no_assigned_vehicle'],
  ['Pending tracking', 'pending_tracking'],
  ['Not tracking', 'not_tracking'],
  ['No pickup', 'no_pickup'],
  ['No delivery', 'no_delivery'],
];

test('each tab sends its own query, and the tab is in the URL', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', LOADS);
  await page.goto('loads');
  await expect(bodyRows(page).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/[?&]tab=closed/);
  await expect.poll(() => calls.length).toBeGreaterThan(1);
  let sent = query(calls.at(-1)!);
  expect(sent.getAll('q[status_in][]')).toEqual(CLOSED);
  expect(sent.get('q[s]')).toBe('destination desc');
  expect(sent.get('q[exception_type_eq]')).toBeNull();

  for (const [label, exception] of exceptionTabs) {
    const before = calls.length;
    await page.getByRole('tab', { name: label, exact: true }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    sent = query(calls.at(-1)!);
    expect(sent.get('q[exception_type_eq]'), label).toBe(exception);
    expect(sent.getAll('q[status_in][]'), label).toEqual(OPEN);
    expect(sent.get('q[s]'), label).toBe('origin asc');
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${exception.replace(/_/g, '-')}`));
  }
});

test('paging reads the headers, asks for the next page, and survives reload and back', async ({ page }) => {
  await pagedLoads(page, 130);
  const calls = recordRequests(page, 'monitor', LOADS);
  await page.goto('loads');
  await expect(page.getByText('1–5 of 130 loads · page 1 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('51–55 of 130 loads · page 2 of 3')).toBeVisible();
  expect(query(calls.at(-1)!).get('page')).toBe('2');

  await page.reload();
  await expect(page.getByText('51–55 of 130 loads · page 2 of 3')).toBeVisible();
  expect(query(calls.at(-1)!).get('page')).toBe('2');

  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText(/page 3 of 3/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/page 2 of 3/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/page 1 of 3/)).toBeVisible();
});

test('filters and sort go to the server and into the URL; a shared link opens the same view', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', LOADS);
  await page.goto('loads');
  await expect(bodyRows(page).first()).toBeVisible();

  await page.getByLabel('Load number').fill('LSL-2026');
  await expect.poll(() => query(calls.at(-1)!).get('q[reference_number_cont]')).toBe('LSL-2026');
  await page.getByRole('button', { name: 'Origin' }).click();
  await expect.poll(() => query(calls.at(-1)!).get('q[s]')).toBe('origin asc');
  await expect(page.getByRole('columnheader', { name: 'Origin' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Origin' }).click();
  await expect.poll(() => query(calls.at(-1)!).get('q[s]')).toBe('origin desc');
  await page.getByRole('switch', { name: 'My loads' }).click();
  await expect(page.getByRole('switch', { name: 'My loads' })).toBeChecked();
  await expect.poll(() => query(calls.at(-1)!).get('q[owner_user_id_eq]')).toMatch(/^\d+$/);

  const shared = page.url();
  expect(shared).toContain('reference=LSL-2026');
  expect(shared).toContain('sort=origin+desc');
  expect(shared).toContain('mine=1');

  const other = await page.context().newPage();
  const otherCalls = recordRequests(other, 'monitor', LOADS);
  await other.goto(shared);
  await expect(other.getByLabel('Load number')).toHaveValue('LSL-2026');
  await expect(other.getByRole('columnheader', { name: 'Origin' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => otherCalls.length).toBeGreaterThan(0);
  const sent = query(otherCalls.at(-1)!);
  expect(sent.get('q[reference_number_cont]')).toBe('LSL-2026');
  expect(sent.get('q[s]')).toBe('origin desc');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Load number')).toHaveValue('');
});

test.describe(() => {
  // Pauses the page's clock while it types: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test('typing a load number sends one request, 300 ms after the last key, and replaces the history entry', async ({
    page,
  }) => {
    await page.goto('');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads', exact: true }).click();
    await expect(bodyRows(page).first()).toBeVisible();
    const calls = recordRequests(page, 'monitor', LOADS);

    await page.getByLabel('Load number').click();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/monitor${LOADS}`);
    const typedAt = await typeInOneBurst(page, 'LSL');
    const response = await answered;
    await expect(page).toHaveURL(/[?&]reference=LSL(&|$)/);
    await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
    // "L" and "LS" were never sent, and "LSL" waited for the pause (a few ms of skew between the clocks).
    expect(calls.map((r) => query(r).get('q[reference_number_cont]'))).toEqual(['LSL']);
    expect(response.request().timing().startTime - typedAt).toBeGreaterThanOrEqual(295);

    // The filtered list replaced the unfiltered one in the history: Back leaves the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/broker\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel('Load number')).toHaveValue('LSL');
  });
});

test('coming back to the loads list restores the last search', async ({ page }) => {
  await page.goto('loads');
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/tab=closed/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads' }).click();
  await expect(page).toHaveURL(/\/loads\?tab=closed/);
  await expect(page.getByRole('tab', { name: 'Closed', selected: true })).toBeVisible();
});

test('rows are reached with the keyboard and Enter opens the load', async ({ page }) => {
  await page.goto('loads');
  const first = bodyRows(page).first();
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('j');
  await expect(bodyRows(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(bodyRows(page).nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(bodyRows(page).nth(1)).toBeFocused();
  const id = await bodyRows(page).nth(1).getByRole('link').first().innerText();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/loads/${id}$`));
});

test('a full page on a 1080p screen shows 25 rows or more and keeps only the visible rows in the page', async ({
  page,
}) => {
  // A 1080p screen less the browser's own toolbars.
  await page.setViewportSize({ width: 1920, height: 960 });
  await pagedLoads(page, 400, 50);
  await page.goto('loads');
  await expect(bodyRows(page).first()).toBeVisible();
  const box = await page.locator('table[aria-label$="loads"]').locator('xpath=..').boundingBox();
  const visible = await bodyRows(page).evaluateAll(
    (rows, bottom) => rows.filter((row) => row.getBoundingClientRect().bottom <= bottom).length,
    (box?.y ?? 0) + (box?.height ?? 0),
  );
  expect(visible).toBeGreaterThanOrEqual(25);
  expect(await bodyRows(page).count()).toBeLessThan(50);
  await expect(table(page)).toHaveAttribute('aria-rowcount', '51');
  // The header stays in view while the rows scroll.
  await bodyRows(page).first().focus();
  await page.keyboard.press('End');
  await expect(table(page).getByRole('link', { name: '60049', exact: true })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Load' })).toBeInViewport();
  await saveScreenshot(page, 'loads-full-page');
});

test('random schema-valid loads render with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await prefer(page, 'monitor', LOADS, { dynamic: true });
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`loads?page=${run + 1}`);
    await expect(page.getByRole('heading', { name: 'Loads' })).toBeVisible();
    await expect(page.getByText(/loads · page|Page \d+ of/)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('on a 1440-px laptop screen the loads table fits without sideways scrolling and no badge is cut', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('loads');
  await expect(bodyRows(page).first()).toBeVisible();
  await expectTableFits(table(page));
  // Statuses in a broker's words: load 50001 is on the road ("progress" on the wire).
  await expect(bodyRows(page).filter({ hasText: '50001' })).toContainText('In transit');
});

import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import {
  SEARCH,
  answerByView,
  boardRow,
  boardRows,
  boardTable,
  choose,
  pickPlace,
  searchBody,
} from './support/load-board';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

// The suite's clock: 2026-03-17 09:00 in Chicago, so "today" is the 17th.
const TODAY = '2026-03-17';
const lastQ = (calls: { postDataJSON: () => unknown }[]) =>
  (calls.at(-1)?.postDataJSON() as { q: Record<string, unknown> }).q;

test.use({ signedIn: true });

test('the All view searches available loads from today on, soonest pickup first, 50 a page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const calls = recordRequests(page, 'monitor', SEARCH);
  await page.goto('exchange');
  await expect(boardRows(page)).toHaveCount(4);
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  expect(searchBody(calls[0]!)).toEqual({
    q: { view: 'all', status: 'available', pickup_start: TODAY, sort: 'pickup_asc' },
    page: 1,
    per_page: 50,
  });
  await expect(page.getByText('1–4 of 4 loads · page 1 of 1')).toBeVisible();
  // The posting age of each load in the buckets of monitoring §5, at 14:00 UTC on the 17th.
  await expect(boardRow(page, 50006).getByText('< 8 h')).toBeVisible(); // posted 08:00 UTC, 6 hours ago
  await expect(boardRow(page, 50008).getByText('12–24 h')).toBeVisible(); // the 16th 21:30 UTC, 16.5 hours
  await expect(boardRow(page, 50009).getByText('> 3 d')).toBeVisible(); // the 13th, 95 hours
  await expect(boardRow(page, 50007).getByText('Not posted')).toBeVisible();
  await expect(boardRow(page, 50009).getByText('Hazmat + Tanker')).toBeVisible();
  await expect(boardRow(page, 50006)).toContainText('Memphis, TN → Nashville, TN');
  await expect(boardRow(page, 50006)).toContainText('$720');
  await expect(boardRow(page, 50006)).toContainText('$3.40');
  await expectTableFits(boardTable(page));
  await saveScreenshot(page, 'exchange-all');
  expect(errors).toEqual([]);
});

test('the Posted and Unposted views send their view and are kept in the URL', async ({ page }) => {
  await answerByView(page);
  const calls = recordRequests(page, 'monitor', SEARCH);
  await page.goto('exchange');
  await expect(boardRows(page)).toHaveCount(4);
  await page.getByRole('tab', { name: 'Posted', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tab=posted/);
  // Every view's example holds 4 loads (the one totalitems Prism sends), so each view is told by its rows.
  await expect(boardRow(page, 50010)).toBeVisible();
  await expect(boardRows(page)).toHaveCount(4);
  await expect(boardRow(page, 50007)).toHaveCount(0);
  await expect(page.getByText('1–4 of 4 loads · page 1 of 1')).toBeVisible();
  expect(lastQ(calls)).toMatchObject({ view: 'posted', status: 'available' });
  await page.getByRole('tab', { name: 'Unposted' }).click();
  await expect(boardRow(page, 50013)).toBeVisible();
  await expect(boardRows(page)).toHaveCount(4);
  await expect(boardRow(page, 50006)).toHaveCount(0);
  expect(lastQ(calls)).toMatchObject({ view: 'unposted', status: 'available' });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Unposted', selected: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Posted', exact: true, selected: true })).toBeVisible();
  await saveScreenshot(page, 'exchange-posted');
});

test('each filter rule of §5 holds on the request that leaves the browser', async ({ page }) => {
  // A long walk through every filter: on the shared machine it needs more than the default 30 s.
  test.slow();
  const calls = recordRequests(page, 'monitor', SEARCH);
  await page.goto('exchange');
  await expect(boardRows(page).first()).toBeVisible();

  // An origin without a deadhead searches 50 miles around it; the area is the place's smallest one.
  await pickPlace(page, 'Origin', 'des moi', 'Des Moines, IA, USA');
  await expect.poll(() => lastQ(calls).origin_area_id).toBe(450309);
  expect(lastQ(calls).origin_deadhead).toBe(50);
  expect(lastQ(calls)).not.toHaveProperty('origin_name');
  await expect(boardTable(page).getByRole('columnheader', { name: 'DH-O' })).toBeVisible();
  await page.getByRole('textbox', { name: /^DH-O \(mi\)/ }).fill('75');
  await expect.poll(() => lastQ(calls).origin_deadhead).toBe(75);

  // A single pickup start is that one day; the default start (today) has no end.
  await page.getByLabel('Pickup from').fill('2026-03-19');
  await expect.poll(() => lastQ(calls).pickup_start).toBe('2026-03-19');
  expect(lastQ(calls).pickup_end).toBe('2026-03-19');
  await page.getByLabel('Pickup to').fill('2026-03-21');
  await expect.poll(() => lastQ(calls).pickup_end).toBe('2026-03-21');

  await choose(page, 'Equipment', 'Dry van');
  await expect.poll(() => lastQ(calls).equipment).toEqual(['van']);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'More filters' }).click();
  // A weight is always in pounds.
  await page.getByLabel('Max weight (lb)').fill('40000');
  await expect.poll(() => lastQ(calls).weight).toBe(40000);
  expect(lastQ(calls).weight_unit).toBe('lbs');
  // The general deadhead is sent; the origin keeps its own.
  await page.getByLabel('DH both (mi)').fill('120');
  await expect.poll(() => lastQ(calls).deadhead).toBe(120);
  expect(lastQ(calls).origin_deadhead).toBe(75);
  // A single delivery start is that one day too.
  await page.getByLabel('Delivery from').fill('2026-03-20');
  await expect.poll(() => lastQ(calls).dropoff_end).toBe('2026-03-20');
  expect(lastQ(calls).dropoff_start).toBe('2026-03-20');

  // Certifications: hazmat → hazmat required; tanker → tanker required; none → neither.
  const certifications = page.getByRole('group', { name: 'Certifications' });
  await certifications.getByText('Hazmat', { exact: true }).click();
  await expect.poll(() => lastQ(calls).hazmat_required).toBe(true);
  expect(lastQ(calls)).not.toHaveProperty('tanker_required');
  await certifications.getByText('Tanker', { exact: true }).click();
  await expect.poll(() => lastQ(calls).tanker_required).toBe(true);
  await certifications.getByText('None needed', { exact: true }).click();
  await expect.poll(() => lastQ(calls).hazmat_required).toBe(false);
  expect(lastQ(calls).tanker_required).toBe(false);
  await expect(certifications.getByRole('checkbox', { name: 'Hazmat' })).not.toBeChecked();
  await expect(certifications.getByRole('checkbox', { name: 'None needed' })).toBeChecked();

  await page.getByLabel('Load ID').fill('50006');
  await expect.poll(() => lastQ(calls).load_id).toBe(50006);
  await page.getByLabel('Min rate ($)').fill('700');
  await expect.poll(() => lastQ(calls).min_rate).toBe(700);
  await page.getByLabel('Length (ft)').fill('53');
  await expect.poll(() => lastQ(calls).trailer_length).toBe(53);
  await choose(page, 'Trailer', 'Dry van');
  await expect.poll(() => lastQ(calls).trailer).toBe('dry_van');
  await choose(page, 'Team', 'Southeast Desk');
  await expect.poll(() => lastQ(calls).team).toBe(22);
  await page.getByRole('switch', { name: 'My company only' }).click();
  await expect.poll(() => lastQ(calls).company_id).toBe(310);
  await page.getByRole('switch', { name: 'My loads' }).click();
  await expect.poll(() => lastQ(calls).my_loads).toBe(true);

  await expectTableFits(boardTable(page));
  // Every change was kept: each filter is still in the address.
  for (const entry of ['pickup_start=2026-03-19', 'min_rate=700', 'weight=40000', 'origin_deadhead=75', 'team=22'])
    expect(page.url()).toContain(entry);
  // Every search the board sent asked for available loads only.
  expect(calls.map((call) => searchBody(call).q.status)).toEqual(calls.map(() => 'available'));
  expect(calls.every((call) => searchBody(call).per_page === 50)).toBe(true);
  await saveScreenshot(page, 'exchange-filtered');

  // A shared link opens the same search, and sends the same body.
  const shared = page.url();
  const other = await page.context().newPage();
  const otherCalls = recordRequests(other, 'monitor', SEARCH);
  await other.goto(shared);
  await expect(other.getByRole('combobox', { name: 'Origin', exact: true })).toHaveValue('Des Moines, IA');
  await expect.poll(() => otherCalls.length).toBeGreaterThan(0);
  expect(searchBody(otherCalls.at(-1)!)).toEqual(searchBody(calls.at(-1)!));
});

test('the sort options of §9 go to the server, from the select and the column headers', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', SEARCH);
  await page.goto('exchange');
  await expect(boardRows(page).first()).toBeVisible();
  await expect(boardTable(page).getByRole('columnheader', { name: 'Pickup' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await choose(page, 'Sort by', 'Rate, highest first');
  await expect.poll(() => lastQ(calls).sort).toBe('price_desc');
  await expect(page).toHaveURL(/[?&]sort=price_desc/);
  await expect(boardTable(page).getByRole('columnheader', { name: 'Rate' })).toHaveAttribute('aria-sort', 'descending');
  await boardTable(page).getByRole('button', { name: 'RPM' }).click();
  await expect.poll(() => lastQ(calls).sort).toBe('rpm');
  await boardTable(page).getByRole('button', { name: 'Delivery' }).click();
  await expect.poll(() => lastQ(calls).sort).toBe('dropoff_asc');
  await boardTable(page).getByRole('button', { name: 'Delivery' }).click();
  await expect.poll(() => lastQ(calls).sort).toBe('dropoff_desc');
  await choose(page, 'Sort by', 'Posted, oldest first');
  await expect.poll(() => lastQ(calls).sort).toBe('posting_asc');
});

test('the filters are kept in local storage: coming back to Exchange brings the last search', async ({ page }) => {
  await page.goto('exchange');
  await expect(boardRows(page).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Posted', exact: true }).click();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Max weight (lb)').fill('40000');
  await expect(page).toHaveURL(/weight=40000/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const calls = recordRequests(page, 'monitor', SEARCH);
  await nav.getByRole('link', { name: 'Exchange' }).click();
  await expect(page).toHaveURL(/\/exchange\?tab=posted&weight=40000/);
  await expect(page.getByRole('tab', { name: 'Posted', exact: true, selected: true })).toBeVisible();
  await expect(boardRows(page).first()).toBeVisible();
  // Only the restored search was asked for (or taken from the cache), never a fresh one first.
  expect(calls.map((call) => searchBody(call).q.weight)).toEqual(calls.map(() => 40000));
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/exchange\?tab=posted$/);
});

test('a search the server refuses (422 or 400) says it does not meet the requirements, with the reason, beside the filters', async ({
  page,
}) => {
  await prefer(page, 'monitor', SEARCH, { code: 422 });
  await page.goto('exchange');
  const alert = page.getByRole('alert').filter({ hasText: 'This search does not meet the requirements' });
  // Under the shared machine's load the refused search can take longer than the default 7 s to show.
  await expect(alert).toContainText('Choose an origin or an equipment type.', { timeout: 15_000 });
  await expect(alert).toContainText('Choose an origin area or at least one equipment type.');
  await expect(page.getByText('Change the search to see loads.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1 · 0 loads')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // Beside the filters: above the table.
  const alertBox = await alert.boundingBox();
  const tableBox = await boardTable(page).boundingBox();
  expect(alertBox!.y).toBeLessThan(tableBox!.y);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'exchange-requirements');

  await page.unrouteAll();
  await prefer(page, 'monitor', SEARCH, { code: 400 });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'does not meet the requirements' })).toContainText(
    'pickup end: must be on or after pickup_start',
  );
});

test.describe(() => {
  // Moves the page's clock a minute on: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test('rows are 26 px; j/k move, x selects, and the minute refresh keeps the focused row', async ({ page }) => {
    const calls = recordRequests(page, 'monitor', SEARCH);
    await page.goto('exchange');
    await expect(boardRows(page)).toHaveCount(4);
    // The portal's row pitch (DataTable's ROW_HEIGHT; the browser adds a fraction of a pixel for the border).
    const height = await boardRows(page)
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    expect(height).toBeCloseTo(26, 0);
    await boardRows(page).first().focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(boardRow(page, 50006)).toBeFocused();
    const top = () => boardTable(page).evaluate((table) => table.getBoundingClientRect().top);
    const topBefore = await top();
    await page.keyboard.press('x');
    await expect(page.getByRole('checkbox', { name: 'Select load 50006' })).toBeChecked();
    await expect(page.getByText('1 load selected')).toBeVisible();
    // The bulk actions take the line their hint held: the board stays where it was under the mouse.
    expect(await top()).toBe(topBefore);
    await page.keyboard.press('k');
    await expect(boardRow(page, 50009)).toBeFocused();
    await page.keyboard.press('j');

    // A minute later the board asks again on its own; the focused row and the ticks stay.
    const before = calls.length;
    await page.clock.fastForward('01:01');
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    await expect(boardTable(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(boardRow(page, 50006)).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Select load 50006' })).toBeChecked();
  });
});

test('random schema-valid answers render with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await prefer(page, 'monitor', SEARCH, { dynamic: true });
  for (const view of ['', '?tab=posted', '?tab=unposted']) {
    await page.goto(`exchange${view}`);
    await expect(page.getByRole('heading', { name: 'Exchange' })).toBeVisible();
    await expect(page.getByText(/loads · page|Page \d+ of/)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a broker without view_tfx is sent Home and the board asks for nothing', async ({ page }) => {
  await prefer(page, 'identity', '/api/v1/users/current', { example: 'broker_no_rate_confirmations' });
  const calls = recordRequests(page, 'monitor', SEARCH);
  await page.goto('exchange');
  await expect(page).toHaveURL(/\/broker\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exchange' })).toHaveCount(0);
  expect(calls).toHaveLength(0);
});

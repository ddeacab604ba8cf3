import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { SEARCH, boardRow, boardRows } from './support/load-board';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

// Exchange's actions on loads: post and unpost (row, `p` key, detail), bulk post and unpost, the
// load drawer (?load=ID), its capacity (set aside) and the carriers set aside (reinstate).
test.use({ signedIn: true });
// Each test opens the board and a drawer or dialog: on the shared 2-core machine, past the default 30 s.
test.describe.configure({ timeout: 90_000 });

// The drawer's tables load after the detail: on the shared 2-core machine that can take past the default 7 s.
const LOADED = 15_000;

test('a row posts an unposted load, and the p key takes the focused one off the board', async ({ page }) => {
  const posts = recordRequests(page, 'monitor', '/api/v1/loads/50007/post_load');
  const unposts = recordRequests(page, 'monitor', '/api/v1/loads/50006/unpost_load');
  const searches = recordRequests(page, 'monitor', SEARCH);
  await page.goto('exchange');
  await expect(boardRows(page)).toHaveCount(4);
  const searchesBefore = searches.length;
  await boardRow(page, 50007).getByRole('button', { name: 'Post load 50007' }).click();
  await expect(page.getByText('Load 50007 is posted.')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.method()).toBe('PATCH');
  // The views are asked for again quietly (what Prism answers then is its fixed example, so the row is not checked).
  await expect.poll(() => searches.length).toBeGreaterThan(searchesBefore);

  await boardRow(page, 50006).focus();
  await page.keyboard.press('p');
  await expect(page.getByText('Load 50006 is off the board.')).toBeVisible();
  expect(unposts).toHaveLength(1);
});

test('bulk post asks first, naming the loads, then lists each load posted or refused', async ({ page }) => {
  const bulk = recordRequests(page, 'monitor', '/api/v1/loads/bulk_post');
  await page.goto('exchange');
  await expect(boardRows(page)).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select load 50007' }).check();
  await page.getByRole('checkbox', { name: 'Select load 50008' }).check();
  await expect(page.getByText('2 loads selected')).toBeVisible();
  await page.getByRole('button', { name: 'Post selected…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post 2 loads?' });
  await expect(dialog).toContainText('Carriers will see these loads: 50008, 50007.');
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('button', { name: 'Post 2 loads' }).click();

  // The contract's answer: 50007 posted, 50008 refused (covered since the board was loaded).
  const results = page.getByRole('status', { name: 'Post' });
  await expect(results).toContainText('Post: 1 done, 1 failed');
  await expect(results).toContainText(
    'Post load 50008 — failed: Load 50008 is covered; only available loads can be posted.',
  );
  await expect(results).toContainText('Post load 50007');
  expect(bulk).toHaveLength(1);
  expect([...(bulk[0]!.postDataJSON() as { load_ids: number[] }).load_ids].sort()).toEqual([50007, 50008]);
  // The load that failed stays ticked, the posted one does not.
  await expect(page.getByRole('checkbox', { name: 'Select load 50008' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select load 50007' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'exchange-bulk-post');
});

test('Enter opens the load in a drawer that the address keeps, with its facts, stops and Post/Unpost', async ({
  page,
}) => {
  const unposts = recordRequests(page, 'monitor', '/api/v1/loads/50006/unpost_load');
  const details = recordRequests(page, 'monitor', '/api/v1/loads/50006/broker_details');
  await page.goto('exchange');
  await boardRow(page, 50006).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]load=50006/);
  const drawer = page.getByRole('dialog', { name: 'Load 50006' });
  await expect(drawer).toContainText('LSL-240334', { timeout: LOADED });
  await expect(drawer).toContainText('Riverside Home Goods');
  await expect(drawer).toContainText('within 8 hours');
  await expect(drawer.getByRole('tab', { name: 'Capacity (3)' })).toBeVisible();
  await expectAccessibleDialog(page, drawer);
  await saveScreenshot(page, 'exchange-drawer');

  const before = details.length;
  await drawer.getByRole('button', { name: 'Unpost', exact: true }).click();
  await expect(page.getByText('Load 50006 is off the board.')).toBeVisible();
  expect(unposts).toHaveLength(1);
  // The detail is fetched again quietly after the change.
  await expect.poll(() => details.length).toBeGreaterThan(before);

  // A shared link opens the same load; closing it leaves the board.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Load 50006' })).toContainText('Riverside Home Goods');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/load=/);
});

test('capacity lists carriers near the load; one is set aside with a reason and notes', async ({ page }) => {
  const creates = recordRequests(page, 'monitor', '/api/v1/load_carrier_dispositions');
  const matches = recordRequests(page, 'monitor', '/api/v1/carriers/load_match/50006');
  await page.goto('exchange?load=50006&panel=capacity');
  const drawer = page.getByRole('dialog', { name: 'Load 50006' });
  const table = drawer.getByRole('table', { name: 'Capacity for load 50006' });
  await expect(table.getByRole('link', { name: 'Prairie Wind Transport LLC' })).toBeVisible({ timeout: LOADED });
  await expect(table.getByRole('link', { name: 'Prairie Wind Transport LLC' })).toHaveAttribute(
    'href',
    /\/carriers\/1001/,
  );
  await expect(table.getByRole('button', { name: 'Reinstate Sonoran Flatbed Co' })).toBeVisible();
  await expectTableFits(table);
  expect(matches.length).toBeGreaterThan(0);
  expect(new URL(matches[0]!.url()).searchParams.get('page')).toBe('1');

  await table.getByRole('button', { name: 'Set aside Blue Ridge Reefer Inc…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set aside Blue Ridge Reefer Inc' });
  await dialog.getByRole('button', { name: 'Set aside' }).click();
  await expect(dialog.getByText('Choose why the carrier is set aside.').first()).toBeVisible();
  expect(creates.filter((r) => r.method() === 'POST')).toHaveLength(0);
  await dialog.getByLabel('Reason').selectOption({ label: 'No truck available' });
  await dialog.getByLabel('Notes').fill('Both reefers committed on the 19th.');
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('button', { name: 'Set aside' }).click();
  await expect(page.getByText('Blue Ridge Reefer Inc is set aside on load 50006.')).toBeVisible();
  const sent = creates.filter((r) => r.method() === 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toEqual({
    load_carrier_disposition: {
      carrier_id: 1002,
      load_id: 50006,
      reason: 'no_truck_available',
      notes: 'Both reefers committed on the 19th.',
    },
  });
  await saveScreenshot(page, 'exchange-capacity');

  // The capacity search: the match type chosen leaves the browser on the request (page 1, 20 a page) and is in the address.
  const asked = matches.length;
  await drawer
    .locator('label')
    .filter({ hasText: /^Seen nearby$/ })
    .click();
  await expect(page).toHaveURL(/[?&]capacity_match_type=recent_location(&|$)/);
  await expect.poll(() => matches.length).toBeGreaterThan(asked);
  const query = new URL(matches.at(-1)!.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ match_type: 'recent_location', page: '1', per_page: '20' });
});

test('the carriers set aside are listed with why, and one is reinstated', async ({ page }) => {
  const deletes = recordRequests(page, 'monitor', '/api/v1/load_carrier_dispositions/6602');
  const lists = recordRequests(page, 'monitor', '/api/v1/load_carrier_dispositions');
  // 1004 is not among the load's matches: its name comes from its detail (a disposition has only the id).
  const details = recordRequests(page, 'monitor', '/api/v1/carriers/1004/detail_for_highway_broker');
  await prefer(page, 'monitor', '/api/v1/carriers/1004/detail_for_highway_broker', { example: 'great_north' });
  await page.goto('exchange?load=50006&panel=set-aside');
  const table = page.getByRole('table', { name: 'Carriers set aside on load 50006' });
  await expect(table).toContainText('Rate disagreement', { timeout: LOADED });
  await expect(table).toContainText('Asked $1,150; our ceiling is $850.');
  await expect(table).toContainText('Sonoran Flatbed Co');
  expect(lists.some((r) => new URL(r.url()).searchParams.get('q[load_id_eq]') === '50006')).toBe(true);
  await expectTableFits(table);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'exchange-set-aside');
  await expect(table.getByRole('link', { name: 'Great North Carriers Ltd' })).toBeVisible();
  expect(details.map((r) => r.method())).toEqual(['GET']);
  await table.getByRole('button', { name: 'Reinstate Great North Carriers Ltd' }).click();
  await expect(page.getByText('Great North Carriers Ltd is reinstated on load 50006.')).toBeVisible();
  expect(deletes.map((r) => r.method())).toEqual(['DELETE']);
});

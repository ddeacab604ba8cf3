import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessibleDialog } from './support/axe';
import { exampleValue } from './support/contract';
import { prefer, recordRequests } from './support/prism';
import { expectTableFits } from './support/layout';
import { saveScreenshot } from './support/screenshot';
import { recordMultipart } from './support/multipart';

const CONNECTIONS = '/api/v1/connections/for_broker_portal';
const SUBSCRIPTIONS = '/api/v1/subscriptions/for_broker_portal';
const FILTER_SETS = '/api/v1/filter_sets';
const DEFAULT_FILTER_SET = `${FILTER_SETS}/default_for_owner`;
const CURRENT_USER = '/api/v1/users/current';
const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: /carriers$/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');
const monitorPath = (request: Request, path: string) => new URL(request.url()).pathname === `/monitor${path}`;

/** The Prefer header on the calls to a path whose query has this owner type (both owners share one path). */
async function preferForOwner(page: Page, owner: 'User' | 'Company', value: string) {
  await page.route(
    (url) => url.pathname === `/monitor${DEFAULT_FILTER_SET}` && url.searchParams.get('owner_type') === owner,
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: value } }),
  );
}

/** Dana with every scope, with her feature flags replaced. */
async function withFlags(page: Page, company: string[]) {
  const dana = exampleValue('identity', 'users.yaml', 'broker_all_scopes') as Record<string, unknown>;
  await page.route(
    (url) => url.pathname === `/identity${CURRENT_USER}`,
    (route) => route.fulfill({ json: { ...dana, feature_flags: { user: [], company } } }),
  );
}

test.use({ signedIn: true });
// The lists' default filter set is Dana's Connections set (Prism's default answer is Carrier Search's).
test.beforeEach(async ({ page }) => {
  await prefer(page, 'monitor', DEFAULT_FILTER_SET, { example: 'dana_connections' });
});

test('Connections open on my carriers, filtered by the default filter set, in one request', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', CONNECTIONS);
  const defaults = recordRequests(page, 'monitor', DEFAULT_FILTER_SET);
  await page.goto('carriers/connections');
  await expect(page).toHaveTitle('Broker Portal – Connections');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByText('1–2 of 2 carriers · page 1 of 1')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My carriers', selected: true })).toBeVisible();
  // Dana's default filter set (6601: Refrigerated and Food grade) is applied on arrival, before the list asks.
  await expect(page).toHaveURL(/[?&]classifications=3101,3102/);
  expect(calls).toHaveLength(1);
  const sent = query(calls[0]!);
  expect(sent.getAll('q[classification_id_in][]')).toEqual(['3101', '3102']);
  expect(sent.get('q[is_dismissed_eq]')).toBe('false');
  expect(sent.get('q[g][0][status_eq]')).toBe('onboarded');
  expect(sent.get('per_page')).toBe('50');
  expect(query(defaults[0]!).get('owner_type')).toBe('User');
  expect(query(defaults[0]!).get('is_type')).toBe('connections');
  const row = bodyRows(page).filter({ hasText: 'Prairie Wind Transport LLC' });
  await expect(row.getByText('Partially passing')).toBeVisible();
  await expect(row.getByText('Onboarded')).toBeVisible();
  await expectTableFits(table(page));
  await saveScreenshot(page, 'connections');
});

test('each list tab sends the query of its list, the assessment tabs ask my carriers by assessment', async ({
  page,
}) => {
  const connections = recordRequests(page, 'monitor', CONNECTIONS);
  const subscriptions = recordRequests(page, 'monitor', SUBSCRIPTIONS);
  await page.goto('carriers/connections?classifications=3101');
  await expect(bodyRows(page).first()).toBeVisible();
  const expectations: [string, Record<string, string[]>][] = [
    [
      'In progress',
      {
        'q[status_not_in][]': ['do_not_dispatch', 'onboarded'],
        'q[latest_onboarding_packet_status_not_start_all][]': ['held', 'complete'],
        // The demo company has the opensearch connection search flag.
        'q[latest_onboarding_packet_status_in][]': ['sent', 'in_progress'],
      },
    ],
    ['On hold', { 'q[status_not_eq]': ['do_not_dispatch'], 'q[latest_onboarding_packet_status_start]': ['held'] }],
    ['Do not dispatch', { 'q[status_eq]': ['do_not_dispatch'], 'q[is_dismissed_eq]': ['false'] }],
    ['Dismissed', { 'q[is_dismissed_eq]': ['true'], 'q[status_eq]': [] }],
  ];
  for (const [tab, params] of expectations) {
    const before = connections.length;
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect.poll(() => connections.length).toBeGreaterThan(before);
    const sent = query(connections.at(-1)!);
    for (const [name, values] of Object.entries(params)) expect(sent.getAll(name), `${tab} ${name}`).toEqual(values);
    expect(sent.getAll('q[classification_id_in][]'), tab).toEqual(['3101']);
    expect(sent.get('q[s]'), tab).toBe('updated_at desc');
  }
  for (const [tab, summary] of [
    ['Passing', 'pass'],
    ['Partially passing', 'partial_pass'],
    ['Failed', 'fail'],
    ['Incomplete', 'incomplete'],
  ] as const) {
    const before = subscriptions.length;
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect.poll(() => subscriptions.length).toBeGreaterThan(before);
    const sent = query(subscriptions.at(-1)!);
    expect(sent.get('rules_assessment_eq'), tab).toBe(summary);
    expect(sent.getAll('q[classification_id_in][]'), tab).toEqual(['3101']);
  }
  await expect(page).toHaveURL(/[?&]tab=incomplete/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Incomplete', selected: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Failed', selected: true })).toBeVisible();
});

test('without the opensearch flag the in-progress tab does not filter by packet status', async ({ page }) => {
  await withFlags(page, []);
  const calls = recordRequests(page, 'monitor', CONNECTIONS);
  await page.goto('carriers/connections?tab=in-progress');
  await expect.poll(() => calls.length).toBe(1);
  expect(query(calls[0]!).getAll('q[latest_onboarding_packet_status_in][]')).toEqual([]);
  expect(query(calls[0]!).getAll('q[status_not_in][]')).toEqual(['do_not_dispatch', 'onboarded']);
});

test('a sort by carrier name is sent and kept in the URL; a new tab drops it', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', CONNECTIONS);
  await page.goto('carriers/connections?classifications=3101');
  await expect(bodyRows(page).first()).toBeVisible();
  await table(page)
    .getByRole('button', { name: /Carrier/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=carrier_legal_name\+asc/);
  await expect.poll(() => query(calls.at(-1)!).get('q[s]')).toBe('carrier_legal_name asc');
  await page.getByRole('tab', { name: 'On hold' }).click();
  await expect.poll(() => query(calls.at(-1)!).get('q[s]')).toBe('updated_at desc');
});

test('without the user’s default the company’s default filters apply; none at all leaves the list unfiltered', async ({
  page,
}) => {
  await preferForOwner(page, 'User', 'code=404');
  const calls = recordRequests(page, 'monitor', CONNECTIONS);
  await page.goto('carriers/connections');
  await expect(page).toHaveURL(/[?&]classifications=3101,3102/);
  await expect.poll(() => calls.length).toBe(1);
  expect(query(calls[0]!).getAll('q[classification_id_in][]')).toEqual(['3101', '3102']);

  await page.unrouteAll();
  await preferForOwner(page, 'User', 'code=404');
  await preferForOwner(page, 'Company', 'code=404');
  await page.goto('carriers/my-carriers');
  await expect(bodyRows(page).first()).toBeVisible();
  expect(query(calls.at(-1)!).getAll('q[classification_id_in][]')).toEqual([]);
  await expect(page).toHaveURL(/\/carriers\/my-carriers$/);
});

test('filters are saved as the user’s default (changing the set in force) or as a new company default', async ({
  page,
}) => {
  await preferForOwner(page, 'Company', 'code=404');
  await page.goto('carriers/connections');
  await expect(page).toHaveURL(/classifications=3101,3102/);
  await page.getByRole('button', { name: 'Save filters' }).click();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && monitorPath(r, `${FILTER_SETS}/6601`));
  await page.getByRole('menuitem', { name: 'As my default' }).click();
  expect((await put).postDataJSON()).toEqual({
    filter_set: { filters: { classification_id_in: [3101, 3102] }, default: true },
  });
  await expect(page.getByText('Saved as your default filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Save filters' }).click();
  const post = page.waitForRequest((r) => r.method() === 'POST' && monitorPath(r, FILTER_SETS));
  await page.getByRole('menuitem', { name: 'As the company’s default' }).click();
  expect((await post).postDataJSON()).toEqual({
    filter_set: {
      owner_type: 'Company',
      owner_id: 310,
      is_type: 'connections',
      filters: { classification_id_in: [3101, 3102] },
      default: true,
    },
  });
});

test('coming back to the connections restores the last search', async ({ page }) => {
  await page.goto('carriers/connections?tab=dismissed');
  await expect(page.getByRole('tab', { name: 'Dismissed', selected: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads' }).click();
  await expect(page.getByRole('heading', { name: 'Loads' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL(/\/carriers\/connections\?tab=dismissed$/);
  await expect(page.getByRole('tab', { name: 'Dismissed', selected: true })).toBeVisible();
});

test('a plan without rules is sent to My Carriers, which has no assessment tabs and says why', async ({ page }) => {
  await prefer(page, 'identity', CURRENT_USER, { example: 'broker_can_rule_false' });
  const subscriptions = recordRequests(page, 'monitor', SUBSCRIPTIONS);
  await page.goto('carriers/connections?tab=failed');
  await expect(page).toHaveURL(/\/carriers\/Mine/);
  await expect(page).toHaveTitle('Broker Portal – My Carriers');
  await expect(page.getByRole('tab')).toHaveText([
    'My carriers',
    'In progress',
    'On hold',
    'Do not dispatch',
    'Dismissed',
  ]);
  await expect(page.getByText(/assessment tabs .* come with a plan that includes broker rules/)).toBeVisible();
  await page.goto('carriers/Mine?tab=failed');
  await expect(page.getByRole('tab', { name: 'My carriers', selected: true })).toBeVisible();
  expect(subscriptions).toHaveLength(0);
});

test('bulk: do not dispatch asks first naming the carriers, takes notes, shows each carrier’s outcome', async ({
  page,
}) => {
  // Prairie Wind (1001) is refused; Heartland (1006) goes through.
  await page.route(
    (url) =>
      url.pathname === '/monitor/api/v1/connections/set_carrier_to_do_not_dispatch' &&
      url.searchParams.get('carrier_id') === '1001',
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=422' } }),
  );
  const patches = recordRequests(page, 'monitor', '/api/v1/connections/set_carrier_to_do_not_dispatch');
  const lists = recordRequests(page, 'monitor', CONNECTIONS);
  await page.goto('carriers/connections?classifications=3101');
  await expect(bodyRows(page)).toHaveCount(2);
  await table(page).getByRole('checkbox', { name: 'Select every carrier on this page' }).check();
  await expect(page.getByText('2 carriers selected')).toBeVisible();
  await page.getByRole('button', { name: 'Do not dispatch…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put 2 carriers on do-not-dispatch?' });
  await expectAccessibleDialog(page, dialog);
  await expect(dialog.getByRole('list', { name: 'Carriers to change' }).getByRole('listitem')).toHaveText([
    'Heartland Dry Van LLC (DOT 3021785)',
    'Prairie Wind Transport LLC (DOT 3184562)',
  ]);
  await dialog.getByLabel('Notes (optional)').fill('Double-brokering reported by a shipper.');
  const listsBefore = lists.length;
  await dialog.getByRole('button', { name: 'Put on do-not-dispatch' }).click();
  await expect(dialog).toBeHidden();
  const results = page.getByRole('status', { name: 'Put on do-not-dispatch' });
  await expect(results).toContainText('Put on do-not-dispatch: 1 done, 1 failed');
  await expect(results.getByRole('listitem').first()).toContainText(
    'Prairie Wind Transport LLC (DOT 3184562) — failed: Please check the highlighted fields.',
  );
  expect(patches.map((r) => query(r).get('carrier_id')).sort()).toEqual(['1001', '1006']);
  for (const patch of patches)
    expect(patch.postDataJSON()).toEqual({
      status: 'do_not_dispatch',
      notes: 'Double-brokering reported by a shipper.',
    });
  // The lists are fetched again; the selection is cleared.
  await expect.poll(() => lists.length).toBeGreaterThan(listsBefore);
  await expect(page.getByText('2 carriers selected')).toHaveCount(0);
  await saveScreenshot(page, 'connections-bulk-results');
});

test('the dialogs’ code (their forms and the contract’s validators) loads when first asked for, not with the list', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  const dialogCode = () =>
    scripts.filter((name) => /^(add-carriers-dialog|bulk-confirm-dialog|validators)-/.test(name));
  await page.goto('carriers/connections?classifications=3101');
  await expect(bodyRows(page).first()).toBeVisible();
  expect(dialogCode()).toEqual([]);

  // Pointing at the button fetches the dialog's code, so that the click seldom waits for it.
  await page.getByRole('button', { name: 'Add carriers from a file' }).hover();
  await expect.poll(() => dialogCode().some((name) => name.startsWith('add-carriers-dialog-'))).toBe(true);
  expect(dialogCode().some((name) => name.startsWith('bulk-confirm-dialog-'))).toBe(false);
});

test('add carriers from a file: checked before sending, uploaded as multipart, the count added', async ({ page }) => {
  const uploads = recordRequests(page, 'monitor', '/api/v1/subscriptions/upload_file');
  const sentForms = await recordMultipart(page);
  await page.goto('carriers/connections?classifications=3101');
  await page.getByRole('button', { name: 'Add carriers from a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add carriers from a file' });
  await expect(dialog).toBeVisible();
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'carriers.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await dialog.getByRole('button', { name: 'Add carriers' }).click();
  await expect(dialog.getByText('carriers.pdf is not a CSV or Excel file.')).toBeVisible();
  expect(uploads).toHaveLength(0);

  const csv = 'identifier\nMC 1098234\nDOT 3021785\n2876310\nMC-0000000\n';
  await input.setInputFiles({ name: 'carriers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const upload = page.waitForRequest(
    (r) => r.method() === 'POST' && monitorPath(r, '/api/v1/subscriptions/upload_file'),
  );
  await dialog.getByRole('button', { name: 'Add carriers' }).click();
  const sent = await upload;
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(await sentForms()).toEqual([
    {
      url: expect.stringMatching(/\/api\/v1\/subscriptions\/upload_file$/),
      parts: [{ name: 'file', file: 'carriers.csv', type: 'text/csv', size: csv.length }],
    },
  ]);
  await expect(dialog.getByRole('status')).toContainText('2 carriers added');
  await expect(dialog.getByRole('status')).toContainText(
    'Of 4 rows: 2 added to my carriers, 1 already there, 1 not matched.',
  );
  await expect(dialog.getByRole('list', { name: 'Rows not matched' })).toHaveText(
    'Row 4: MC-0000000 — no carrier has this number',
  );
});

test('a file the server refuses keeps the dialog open with the reason', async ({ page }) => {
  await prefer(page, 'monitor', '/api/v1/subscriptions/upload_file', { code: 422 });
  await page.goto('carriers/connections?classifications=3101');
  await page.getByRole('button', { name: 'Add carriers from a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add carriers from a file' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'carriers.csv', mimeType: 'text/csv', buffer: Buffer.from('MC 1098234\n') });
  await dialog.getByRole('button', { name: 'Add carriers' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please check the highlighted fields.');
  await expect(dialog.getByRole('button', { name: 'Add carriers' })).toBeVisible();
});

test('random schema-valid lists render with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await prefer(page, 'monitor', CONNECTIONS, { dynamic: true });
  await prefer(page, 'monitor', SUBSCRIPTIONS, { dynamic: true });
  await prefer(page, 'monitor', DEFAULT_FILTER_SET, { dynamic: true });
  for (const tab of ['my-carriers', 'failed']) {
    await page.goto(`carriers/connections?tab=${tab}`);
    await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();
    await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  }
  expect(errors).toEqual([]);
});

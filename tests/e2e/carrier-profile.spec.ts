import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test, watchdogUrl } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { prefer } from './support/prism';
import { reshape } from './support/reshape';
import { saveScreenshot } from './support/screenshot';

// The carrier profile (/carriers/{id}): the header, the tabs in the URL, what each kind of user
// sees, and that a tab asks for nothing until it is opened. Each tab's own work is in
// carrier-profile-tabs.spec.ts.

const CURRENT_USER = '/api/v1/users/current';

/** The monitor and identity calls the page made (path and query), apart from the shell's own. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(monitor|identity)\//.test(url.pathname)) return;
    if (url.pathname.endsWith(CURRENT_USER) || url.pathname.endsWith('/tickets/count')) return;
    calls.push(`${request.method()} ${url.pathname.replace(/^\/(monitor|identity)/, '')}${url.search}`);
  });
  return calls;
}

/** Every call made so far, by path only. */
const pathsOf = (calls: readonly string[]) =>
  [...new Set(calls.map((c) => (c.split('?')[0] ?? '').replace(/^[A-Z]+ /, '')))].sort();

async function openProfile(page: Page, query = '') {
  await page.goto(`carriers/1001${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /Prairie Wind Transport LLC|Sonoran Flatbed Co/ }),
  ).toBeVisible();
}

const signals = (page: Page) => page.getByRole('list', { name: 'Risk signals' }).getByRole('listitem');

// The profile renders several tables at once: on a machine shared by several suites it can take
// longer than the suite's 7 s to settle.
const expect = baseExpect.configure({ timeout: 25_000 });

// The machine running the suite is shared and slow: a profile's test opens the header, tabs and dialogs.
test.describe.configure({ timeout: 60_000 });

test.use({ signedIn: true });

test('the header of a clean carrier: names, identifiers, assessment, my-carrier and connection, no risk raised', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const calls = recordCalls(page);
  await openProfile(page);
  await expect(page).toHaveTitle('Broker Portal – Carrier 1001');
  await expect(page.getByLabel('Identifiers')).toHaveText('DOT 3184562 · MC 1098234');
  await expect(page.getByText('Rules: passing with overrides')).toBeVisible();
  await expect(page.getByText('My carrier', { exact: true })).toBeVisible();
  await expect(page.getByText('Connection: Onboarded')).toBeVisible();
  await expect(page.getByText('No risk signal raised')).toBeVisible();
  await expect(signals(page)).toHaveText([
    /No out-of-service order/,
    /Insurance in force/,
    /ELD matches the COI/,
    /No links to do-not-dispatch carriers/,
    /No identity alerts in 7 days/,
  ]);
  await expect(page.getByText('Active interstate authority').locator('..')).toContainText('Yes');
  await expect(page.getByText('Authority age').locator('..')).toContainText('5 months (since Oct 6, 2025)');
  // Safety is the first tab and the default: it is open, and the URL says nothing of it.
  await expect(page.getByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Inspections of Prairie Wind Transport LLC' })).toContainText(
    'IA0D01183356',
  );
  expect(new URL(page.url()).search).toBe('');
  expect(pathsOf(calls)).toEqual([
    '/api/v1/carriers/1001/crashes',
    '/api/v1/carriers/1001/detail_for_highway_broker',
    '/api/v1/carriers/1001/inspections',
    '/api/v1/carriers/1001/safety',
    '/api/v1/carriers/1001/violations',
  ]);
  // The route's loader starts the Safety calls and the open tab reads what it started: one of each.
  expect(calls.filter((c) => /\/carriers\/1001\/(safety|inspections|violations|crashes)\b/.test(c))).toHaveLength(4);
  await saveScreenshot(page, 'carrier-profile');
});

test('the header of a fraudulent carrier raises every signal, each linking to the tab that shows why', async ({
  page,
}) => {
  await prefer(page, 'monitor', '/api/v1/carriers/1003/detail_for_highway_broker', { example: 'sonoran' });
  await page.goto('carriers/1003');
  await expect(page.getByRole('heading', { level: 1, name: 'Sonoran Flatbed Co' })).toBeVisible();
  await expect(page.getByText('5 of 5 risk signals raised')).toBeVisible();
  await expect(signals(page)).toHaveText([
    /Out-of-service order since Mar 16, 2026/,
    /Insurance cancelled/,
    /ELD does not match the COI/,
    /Linked to 1 do-not-dispatch carrier/,
    /1 identity alert in 7 days/,
  ]);
  await expect(page.getByText('Rules: failed')).toBeVisible();
  await expect(page.getByText('Connection: Do not dispatch')).toBeVisible();
  await expect(page.getByText('Not in my carriers')).toBeVisible();
  await expect(page.getByText('Operating status').locator('..')).toContainText('Out of service');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'carrier-profile-fraud');

  await signals(page)
    .getByRole('link', { name: /Linked to 1 do-not-dispatch carrier/ })
    .click();
  await expect(page).toHaveURL(/\/carriers\/1003\?tab=associations$/);
  await expect(page.getByRole('tab', { name: 'Associated carriers' })).toHaveAttribute('aria-selected', 'true');
  await signals(page)
    .getByRole('link', { name: /Insurance cancelled/ })
    .click();
  await expect(page.getByRole('tab', { name: 'Insurance' })).toHaveAttribute('aria-selected', 'true');
});

test('each tab asks for its data only once it is opened, and lives in the URL', async ({ page }) => {
  test.setTimeout(120_000);
  const calls = recordCalls(page);
  await openProfile(page, '?tab=notes');
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Prefers Chicago–Texas lanes.', { exact: false })).toBeVisible();
  expect(pathsOf(calls)).toEqual(['/api/v1/carriers/1001/detail_for_highway_broker', '/api/v1/notes']);

  const opened: [string, string[]][] = [
    ['Insurance', ['/api/v1/insurance_certificate_requests', '/api/v1/insurance_policies/active_by_carrier_id']],
    [
      'Equipment and ELD',
      [
        '/api/v1/carriers/1001/eld_carrier_vehicles',
        '/api/v1/carriers/1001/eld_status',
        '/api/v1/carriers/1001/power_unit_stats',
        '/api/v1/carriers/1001/vehicles',
      ],
    ],
    [
      'Insights',
      [
        '/api/v1/carriers/1001/historical_touches_by_five_zip_areas',
        '/api/v1/carriers/1001/insights',
        '/api/v1/carriers/1001/rate_confirmation_endpoints',
        '/api/v1/carriers/1001/recently_visited_areas_verified_by_eld',
        '/api/v1/carriers/1001/triumph_pay_load_analysis',
      ],
    ],
    ['Associated carriers', ['/api/v1/carriers/1001/associated_carriers']],
    [
      'Directory',
      [
        '/api/v1/carriers/1001/directory',
        '/api/v1/carriers/1001/directory_users',
        '/api/v1/companies',
        '/api/v1/users/redacted_users',
      ],
    ],
    ['Identity alerts', ['/api/v1/commodity_types', '/api/v1/identity_alerts']],
  ];
  for (const [tab, expected] of opened) {
    calls.length = 0;
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    // Insurance's timeline asks for the events of the requests it found.
    await expect
      .poll(() => pathsOf(calls).filter((p) => p !== '/api/v1/insurance_activities'), {
        message: `the calls of ${tab}`,
      })
      .toEqual(expected);
  }
  await expect(page).toHaveURL(/\?tab=identity-alerts$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Directory' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Directory' })).toHaveAttribute('aria-selected', 'true');
  // Choosing the first tab leaves the URL bare.
  await page.getByRole('tab', { name: 'Safety' }).click();
  await expect(page).toHaveURL(/\/carriers\/1001$/);
});

test('"Report fraud" opens the report form on the Identity alerts tab; closing it drops it from the URL', async ({
  page,
}) => {
  await openProfile(page);
  await page.getByRole('link', { name: 'Report fraud' }).click();
  await expect(page).toHaveURL(/\?tab=identity-alerts&report=1$/);
  const dialog = page.getByRole('dialog', { name: 'Report an alert on Prairie Wind Transport LLC' });
  // The tab's chunk comes first: give it this file's longer wait before the dialog checks.
  await expect(dialog).toBeVisible();
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?tab=identity-alerts$/);
});

test.describe('what each kind of user sees', () => {
  test('with block_safety_data, the Safety tab says why and asks for nothing', async ({ page }) => {
    await prefer(page, 'identity', CURRENT_USER, { example: 'broker_block_safety_data' });
    const calls = recordCalls(page);
    await openProfile(page);
    await expect(page.getByText('Safety data is hidden for your account')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pathsOf(calls)).toEqual(['/api/v1/carriers/1001/detail_for_highway_broker']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on the watchdog brand without the full carrier page: the header and identity alerts only', async ({
    page,
    baseURL,
  }) => {
    await prefer(page, 'identity', CURRENT_USER, { example: 'watchdog_without_carrier_search' });
    const calls = recordCalls(page);
    await page.goto(`${watchdogUrl(baseURL!)}carriers/1001`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prairie Wind Transport LLC' })).toBeVisible();
    await expect(page).toHaveTitle('Carrier Watchdog – Carrier 1001');
    await expect(page.getByRole('tab')).toHaveText(['Identity alerts']);
    await expect(page.getByText('The full carrier page is not in your plan')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Identity alerts' })).toHaveAttribute('aria-selected', 'true');
    // A tab it may not open stays closed even when the URL asks for it.
    await page.goto(`${watchdogUrl(baseURL!)}carriers/1001?tab=safety`);
    await expect(page.getByRole('tab', { name: 'Identity alerts' })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    expect(pathsOf(calls)).toEqual([
      '/api/v1/carriers/1001/detail_for_highway_broker',
      '/api/v1/commodity_types',
      '/api/v1/identity_alerts',
    ]);
    // Its risk signals are text, not links to tabs it cannot open.
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-watchdog-limited');
  });
});

test('random schema-valid answers on every tab render with no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await prefer(page, 'monitor', null, { dynamic: true });
  for (const tab of [
    '',
    'insurance',
    'equipment',
    'insights',
    'associations',
    'directory',
    'identity-alerts',
    'notes',
  ]) {
    await page.goto(`carriers/1001${tab ? `?tab=${tab}` : ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('my carriers: removing and adding show at once, and a refusal puts the state back', async ({ page }) => {
  await openProfile(page);
  const remove = page.waitForRequest((r) => r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Remove from my carriers' }).click();
  expect(new URL((await remove).url()).searchParams.get('carrier_id')).toBe('1001');
  await expect(page.getByRole('button', { name: 'Add to my carriers' })).toBeVisible();
  await expect(page.getByText('Not in my carriers')).toBeVisible();
  // Prism answers with the contract's carrier (still mine) when the header is fetched again: the
  // change is checked on the request and on the screen before that.
  await prefer(page, 'monitor', '/api/v1/subscriptions/create_by_carrier', { code: 422 });
  await reshape(page, 'monitor', (path) => path.endsWith('/detail_for_highway_broker'), {
    json: (answer) => ({ ...(answer as object), subscription: null }),
  });
  await page.reload();
  await expect(page.getByText('Not in my carriers')).toBeVisible();
  const add = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/create_by_carrier'));
  await page.getByRole('button', { name: 'Add to my carriers' }).click();
  expect((await add).postDataJSON()).toEqual({ carrier_id: 1001 });
  await expect(page.getByText('Prairie Wind Transport LLC was not added to my carriers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to my carriers' })).toBeVisible();
  await expect(page.getByText('Not in my carriers')).toBeVisible();
});

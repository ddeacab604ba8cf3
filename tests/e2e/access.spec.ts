import type { Page } from '@playwright/test';
import { expect, test, watchdogUrl } from './support/test';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// The access rules as a user meets them: redirects by plan and scope, named users, the watchdog
// brand, no session, the code step. Every route's axe and screenshot walk is in route-walk.spec.ts.

const CURRENT_USER = '/api/v1/users/current';

/** The signed-in user is the contract's named user `example` (tests that call it run with `signedIn`). */
async function as(page: Page, example: string) {
  await prefer(page, 'identity', CURRENT_USER, { example });
}

test.describe('a broker with every scope', () => {
  test.use({ signedIn: true });

  test('sees the e-mails screen, not a detail with the id "emails"', async ({ page }) => {
    await as(page, 'broker_all_scopes');
    await page.goto('carriers/rate-confirmations/emails');
    await expect(page.getByRole('heading', { name: 'Rate Confirmation Emails' })).toBeVisible();
  });

  test('is sent from My Carriers (Mine) to Connections because the plan can rule', async ({ page }) => {
    await as(page, 'broker_all_scopes');
    await page.goto('carriers/Mine');
    await expect(page).toHaveURL(/\/broker\/carriers\/connections$/);
  });

  test('finds the areas of the product in the navigation', async ({ page }) => {
    await as(page, 'broker_all_scopes');
    await page.goto('');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Loads',
      'Alerts',
      'Notes',
      'Vehicle Search',
      'Rate Confirmations',
      'Exchange',
      'Connections',
    ]) {
      // The Alerts link also carries its new-alert count.
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}( \\d+ new alerts)?$`) })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Loads', exact: true }).click();
    await expect(page).toHaveTitle('Broker Portal – Loads');
  });

  test('sees a real Page Not Found on an unknown path', async ({ page }) => {
    await as(page, 'broker_all_scopes');
    await page.goto('carriers/1001/nothing-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

const redirects: [example: string, from: string, to: RegExp, hiddenInNav?: string][] = [
  ['broker_no_rate_confirmations', 'carriers/rate-confirmations', /\/broker\/$/, 'Rate Confirmations'],
  ['broker_no_rate_confirmations', 'exchange', /\/broker\/$/, 'Exchange'],
  ['broker_can_rule_false', 'carriers/connections', /\/broker\/carriers\/Mine$/, 'Connections'],
  ['broker_hide_vehicle_search', 'vehicles', /\/broker\/$/, 'Vehicle Search'],
  ['broker_hide_vehicle_search', 'vehicles/6001', /\/broker\/$/],
  ['broker_no_lane_search', 'carriers/lane-search', /\/broker\/$/, 'Lane Search'],
  ['broker_no_lane_search', 'carriers/lane-search-results', /\/broker\/$/],
  ['broker_expired_subscription', 'loads', /\/broker\/my-account\?tab=4$/],
];

test.describe('a named user', () => {
  test.use({ signedIn: true });

  for (const [example, from, to, hidden] of redirects) {
    test(`${example}: /${from} redirects as the access rules say`, async ({ page }) => {
      await as(page, example);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      if (hidden) {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: hidden, exact: true }),
        ).toHaveCount(0);
      }
    });
  }

  test('an expired subscription saves where the user was going', async ({ page }) => {
    await as(page, 'broker_expired_subscription');
    await page.goto('loads/50001');
    await expect(page).toHaveURL(/\/broker\/my-account\?tab=4$/);
    expect(await page.evaluate(() => window.localStorage.getItem('broker-portal.redirect-to'))).toBe('/loads/50001');
  });

  test('a user of a non-broker company is sent to the external onboarding address', async ({ page }) => {
    await page.route('https://onboarding.example-broker.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Onboarding</title><h1>Carrier onboarding</h1>' }),
    );
    await as(page, 'non_broker_company');
    await page.goto('loads');
    await expect(page).toHaveURL('https://onboarding.example-broker.com/start');
  });

  test('a watchdog user on the default host is sent to the watchdog host, same path', async ({ page }) => {
    await page.route('https://watchdog.example-broker.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Watchdog</title>' }),
    );
    await as(page, 'watchdog_with_carrier_search');
    await page.goto('loads');
    await expect(page).toHaveURL('https://watchdog.example-broker.com/broker/loads');
  });
});

test.describe('the watchdog brand', () => {
  test.use({ signedIn: true });

  test('without carrier search, hides and refuses what the watchdog limits forbid', async ({ page, baseURL }) => {
    // Six cold navigations, each redirected: on a shared 2-core machine more than the default 30 s.
    test.slow();
    const WATCHDOG = watchdogUrl(baseURL!);
    await as(page, 'watchdog_without_carrier_search');
    const carrierLists = recordRequests(page, 'monitor', '/api/v1/carriers');
    for (const path of [
      'carriers/lane-search',
      'carriers/lane-search-results',
      'carriers/contact-search',
      'carriers/Mine',
      'carriers/saved-searches',
      'vehicles',
    ]) {
      await page.goto(`${WATCHDOG}${path}`);
      await expect(page).toHaveURL(`${WATCHDOG}`);
    }
    await expect(page).toHaveTitle('Carrier Watchdog – Home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Lane Search', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Loads', exact: true })).toBeVisible();
    // Home lists no carriers for them: no My carriers section, no lane form (so no map sample), no call.
    await expect(page.getByRole('region', { name: 'Find carriers for a lane' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My carriers' })).toHaveCount(0);
    expect(carrierLists.map((r) => r.url())).toEqual([]);
    await saveScreenshot(page, 'watchdog-home');
  });

  test('with carrier search, opens them', async ({ page, baseURL }) => {
    const WATCHDOG = watchdogUrl(baseURL!);
    await as(page, 'watchdog_with_carrier_search');
    for (const path of ['carriers/lane-search', 'carriers/contact-search', 'carriers/saved-searches']) {
      await page.goto(`${WATCHDOG}${path}`);
      await expect(page).toHaveURL(`${WATCHDOG}${path}`);
    }
  });
});

test.describe('with no session', () => {
  test('every signed-in route goes to Login, and sign-in returns to it once', async ({ page }) => {
    await page.goto('loads/50001');
    await expect(page).toHaveURL(/\/broker\/login$/);
    await page.getByLabel('E-mail').fill('dana.whitfield@lakeshorelogistics.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('correct-horse-battery-staple');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Verification code').fill('482913');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/broker\/loads\/50001$/);
    await expect(page).toHaveTitle('Broker Portal – Load 50001');
    expect(await page.evaluate(() => window.localStorage.getItem('broker-portal.redirect-to'))).toBeNull();
  });

  test('the block pages explain themselves', async ({ page }) => {
    await page.goto('carrier_vpn_block');
    await expect(page.getByRole('heading', { name: 'Access from this network is blocked' })).toBeVisible();
    await page.goto('user_country_block');
    await expect(page.getByRole('heading', { name: /country is not available/ })).toBeVisible();
    await page.goto('pending-access-review');
    await expect(page.getByRole('heading', { name: 'Your access is being reviewed' })).toBeVisible();
  });
});

test.describe('right after the code step', () => {
  for (const [example, to] of [
    ['no_company_yet', /\/broker\/sign-up\/details\?email=/],
    ['missing_name', /\/broker\/required-information$/],
  ] as const) {
    test(`${example} goes to ${String(to)}`, async ({ page }) => {
      await prefer(page, 'identity', CURRENT_USER, { example });
      await page.goto(`login/code?email=${encodeURIComponent('alex.novak@northpointfreight.com')}`);
      await page.getByLabel('Verification code').fill('482913');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page).toHaveURL(to);
    });
  }
});

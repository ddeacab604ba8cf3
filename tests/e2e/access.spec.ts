import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { prefer, withSession } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const CURRENT_USER = '/api/v1/users/current';
// The same preview server, reached under a host name containing "watchdog" (*.localhost is loopback).
const watchdogUrl = (baseURL: string | undefined) => (baseURL ?? '').replace('127.0.0.1', 'watchdog.localhost');

async function as(page: Page, example: string) {
  await withSession(page);
  await prefer(page, 'identity', CURRENT_USER, { example });
}

/** Every route of both specs with what a broker with every scope sees there (title after "Broker Portal – "). */
const routes: [path: string, title: string][] = [
  ['', 'Home'],
  ['carriers/lane-search', 'Lane Search'],
  ['carriers/lane-search-results', 'Lane Search Results'],
  ['carriers/search-results', 'Carrier Search Results'],
  ['carriers/global-search', 'Carrier Search'],
  ['carriers/contact-search', 'Contact Search'],
  ['carriers/my-carriers', 'My Carriers'],
  ['carriers/connections', 'Connections'],
  ['carriers/saved-searches', 'Saved Searches'],
  ['carriers/rate-confirmations', 'Rate Confirmations'],
  ['carriers/rate-confirmations/4412', 'Rate Confirmation 4412'],
  ['carriers/rate-confirmations/emails', 'Rate Confirmation Emails'],
  ['carriers/rate-confirmations/emails/8810', 'Rate Confirmation Email 8810'],
  ['carriers/1001', 'Carrier 1001'],
  ['my-account', 'My Account'],
  ['company_change_orders/7701', 'Change Order 7701'],
  ['exchange', 'Exchange'],
  ['vehicles', 'Vehicle Search'],
  ['vehicles/6001', 'Vehicle 6001'],
  ['alerts', 'Alerts'],
  ['loads', 'Loads'],
  ['loads/50001', 'Load 50001'],
  ['no/such/page', 'Page Not Found'],
];

test.describe('a broker with every scope', () => {
  test('opens every route of both specs, each with its page title and no serious axe finding', async ({ page }) => {
    test.setTimeout(300_000); // 25 routes, each with an axe scan (about a minute on a quiet 2-core machine)
    await as(page, 'broker_all_scopes');
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page).toHaveTitle(`Broker Portal – ${title}`);
      await expect(page).toHaveURL(new RegExp(`/broker/${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
      await saveScreenshot(page, `default-${path.replace(/\//g, '_') || 'home'}`);
    }
  });

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
    for (const name of ['Loads', 'Alerts', 'Vehicle Search', 'Rate Confirmations', 'Exchange', 'Connections']) {
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

test.describe('the watchdog brand', () => {
  test('without carrier search, hides and refuses what the watchdog limits forbid', async ({ page, baseURL }) => {
    const WATCHDOG = watchdogUrl(baseURL);
    await as(page, 'watchdog_without_carrier_search');
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
    await saveScreenshot(page, 'watchdog-home');
  });

  test('with carrier search, opens them', async ({ page, baseURL }) => {
    const WATCHDOG = watchdogUrl(baseURL);
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

import type { Page } from '@playwright/test';
import { expect, test, watchdogUrl } from './support/test';
import type { RouteId } from '../../src/domain/routes';
import { brandColourViolations, expectAccessibleDialogs, seriousViolations } from './support/axe';
import { watchCsp } from './support/csp';
import { prefer } from './support/prism';
import { ROUTE_VISITS, type RouteVisit } from './support/routes';
import { saveRouteScreenshot, waitForContent } from './support/screenshot';

// Every route: title, headings, axe, no CSP violation, a screenshot, and every dialog; the watchdog
// brand on one route of each kind of page (WATCHDOG_WALK). The access rules (redirects, named users,
// no session) are in access.spec.ts; the keyboard walks in keyboard.spec.ts.

const CURRENT_USER = '/api/v1/users/current';

/** The signed-in user is the contract's named user `example` (tests that call it run with `signedIn`). */
async function as(page: Page, example: string) {
  await prefer(page, 'identity', CURRENT_USER, { example });
}

/** The two brands, each with a user of its own who may open every route, on the host that shows it. */
const BRANDS = [
  { brand: 'default', prefix: 'Broker Portal', host: (baseURL: string) => baseURL },
  { brand: 'watchdog', prefix: 'Carrier Watchdog', host: watchdogUrl },
] as const;

// Where the full broker lands instead of the route itself (the access rules: a plan that can rule
// sees Connections, not My Carriers (Mine)).
const LANDS_ON: Partial<Record<RouteId, RouteId>> = { myCarriersMine: 'connections' };

// Dialogs the automatic dialog walk must find (by the name of the control that opens them).
const KNOWN_DIALOGS: Partial<Record<RouteId, string[]>> = {
  loadDetail: ['Add log', 'Edit load'],
  home: ['Report fraud…'],
  carrierDetail: ['Suggest a correction'],
  // Edit on the signed-in broker's own notes (Dana wrote 3103 and 3101 of the default answer).
  notes: ['Edit'],
};

/**
 * The watchdog brand changes the colours and the names, the same on every page (the theme's primary
 * colour; src/ui/theme.test.ts checks its pairs' contrast): it is walked on one route of each kind of
 * page, which between them show every component its colours reach. The sign-in card, a block page,
 * Page Not Found; the frame with its navigation (Home, with its map and cards); lists with filters,
 * badges and pagers (Loads, Alerts, Connections); the detail pages with tabs, maps and timelines (Load
 * and Carrier detail); the load board's segmented filters and chips (Exchange); forms, switches and
 * tables (Rules, My Account). The default brand walks every route.
 */
const WATCHDOG_WALK: readonly RouteId[] = [
  'login',
  'vpnBlock',
  'notFound',
  'home',
  'loads',
  'alerts',
  'connections',
  'loadDetail',
  'carrierDetail',
  'exchange',
  'rules',
  'myAccount',
];

/**
 * One step of the walk: the page's title and headings in the brand, axe (every rule in the default
 * brand; the colours in the watchdog brand, the only thing it changes besides the names), a
 * screenshot, in the default brand every dialog the page offers, and no CSP violation on the way.
 */
async function walk(page: Page, visit: RouteVisit, brand: (typeof BRANDS)[number], start: string) {
  const csp = watchCsp(page);
  try {
    await walkRoute(page, visit, brand, start);
  } finally {
    csp.stop();
  }
  expect(csp.violations, 'Content-Security-Policy violations (the built policy, scripts/csp.ts)').toEqual([]);
}

async function walkRoute(page: Page, visit: RouteVisit, brand: (typeof BRANDS)[number], start: string) {
  const { prefix } = brand;
  const landsOn = ROUTE_VISITS.find((r) => r.id === (LANDS_ON[visit.id] ?? visit.id))!;
  await page.goto(`${start}${visit.path}`);
  await expect(page).toHaveTitle(`${prefix} – ${landsOn.title}`);
  const [pathname] = landsOn.path.split('?');
  await expect(page).toHaveURL((url) => url.href.startsWith(`${start}${pathname}`));
  await expect(page.getByRole('heading').first()).toBeVisible();
  // The brand's own name on the page too (header, sign-in card, block page), not only in the title.
  await expect(page.getByText(prefix, { exact: true }).first()).toBeVisible();
  await waitForContent(page);
  const findings = brand.brand === 'default' ? await seriousViolations(page) : await brandColourViolations(page);
  expect(findings, `axe on /${visit.path}`).toEqual([]);
  await saveRouteScreenshot(page, brand.brand, visit.id);
  if (brand.brand !== 'default') return;
  // The account popover is the same on every route: checked on Home; the screens' own dialogs everywhere.
  const home = visit.id === 'home';
  const checked = await expectAccessibleDialogs(page, home ? page.locator('body') : page.getByRole('main'));
  test.info().annotations.push({ type: 'dialogs checked', description: checked.join(' | ') || 'none' });
  // The walk must find the dialogs we know of, or a renamed trigger would silently skip them.
  expect(checked, 'dialogs checked').toEqual(expect.arrayContaining(KNOWN_DIALOGS[visit.id] ?? []));
  if (home)
    expect(checked, 'the account popover is checked on Home').toHaveLength(1 + (KNOWN_DIALOGS.home?.length ?? 0));
}

for (const brand of BRANDS) {
  const { prefix, host } = brand;
  test.describe(`every route in the ${brand.brand} brand`, () => {
    const routes = brand.brand === 'default' ? ROUTE_VISITS : ROUTE_VISITS.filter((r) => WATCHDOG_WALK.includes(r.id));
    for (const route of routes) {
      const landsOn = ROUTE_VISITS.find((r) => r.id === (LANDS_ON[route.id] ?? route.id))!;
      test.describe(() => {
        test.use({ signedIn: route.signedIn });
        test(`/${route.path}: "${prefix} – ${landsOn.title}", ${brand.brand === 'default' ? 'no serious axe finding (page and every dialog)' : 'the brand’s colours pass axe'}, no CSP violation, screenshot`, async ({
          page,
          baseURL,
        }) => {
          // axe on the page and on every dialog of the richest screens (load and carrier detail) takes
          // longer than one interaction's budget on a busy 2-core machine.
          test.slow();
          if (route.signedIn && brand.brand === 'default') await as(page, 'broker_all_scopes');
          // The contract's broker with every scope on a watchdog plan: every screen can be seen in that brand.
          if (route.signedIn && brand.brand === 'watchdog') await as(page, 'watchdog_all_scopes');
          await walk(page, route, brand, host(baseURL ?? ''));
        });
      });
    }
  });
}

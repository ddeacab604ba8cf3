import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { fixClock, LOCALE, TIMEZONE_ID } from './clock';
import { SharedTab } from './shared-tab';

export { expect } from '@playwright/test';

/** What `context.storageState()` answers: the cookies and local storage of each origin. */
export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The contract's broker (Prism answers any e-mail, password and six-digit code with her). */
const BROKER = { email: 'dana.whitfield@lakeshorelogistics.com', password: 'correct-horse-battery-staple' };

/** The same preview server under a host name containing "watchdog", which shows the watchdog brand. */
export const watchdogUrl = (baseURL: string): string => baseURL.replace('127.0.0.1', 'watchdog.localhost');

/**
 * Signs in through the portal's own screens (e-mail and password, then the code) and answers the
 * storage the code step left, for the suite's origin and the watchdog host (local storage is kept
 * per origin). Done once per worker; the tests that need a session start from this state.
 */
async function signIn(browser: Browser, baseURL: string): Promise<SessionState> {
  const context = await browser.newContext({ baseURL, timezoneId: TIMEZONE_ID, locale: LOCALE });
  try {
    const page = await context.newPage();
    await page.goto('login');
    await page.getByLabel('E-mail').fill(BROKER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(BROKER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Verification code').fill('482913');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    const state = await context.storageState();
    const own = state.origins.filter((o) => o.origin === new URL(baseURL).origin);
    if (own.length !== 1) throw new Error(`signing in left no local storage for ${baseURL}`);
    return {
      cookies: state.cookies,
      origins: [...own, ...own.map((o) => ({ ...o, origin: new URL(watchdogUrl(baseURL)).origin }))],
    };
  } finally {
    await context.close();
  }
}

/** A session made by hand: `token` in the app's local storage, as the code step leaves it. */
export function tokenState(baseURL: string, token: string): SessionState {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'broker-portal.jwt', value: token }] }],
  };
}

export interface TestOptions {
  /** Start the test signed in (with the worker's session); signed out (empty storage) by default. */
  signedIn: boolean;
  /**
   * A browser context of the test's own instead of the worker's shared tab (support/shared-tab.ts):
   * for a test that uses the context itself, adds init scripts, grants permissions or pauses the clock.
   */
  freshContext: boolean;
}

interface WorkerFixtures {
  /** The worker's session, signed in on first use and reused by every later test of the worker. */
  workerSession: () => Promise<SessionState>;
  /** The worker's tab, shared by its tests (support/shared-tab.ts). */
  sharedTab: SharedTab;
}

/**
 * The suite's `test`: every spec imports it instead of Playwright's. A test's page is the worker's
 * shared tab, reset as a fresh context would start (support/shared-tab.ts), or with
 * `freshContext` a context of its own. Either starts at the fixed instant (`fixClock`) in the
 * configured zone, and `test.use({ signedIn: true })` starts it with the worker's stored session
 * instead of empty storage. `context` is the test's own context only: the shared one is not a
 * test's to change.
 */
export const test = base.extend<TestOptions, WorkerFixtures>({
  signedIn: [false, { option: true }],
  freshContext: [false, { option: true }],
  workerSession: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the session needs the config to set use.baseURL');
      let session: Promise<SessionState> | null = null;
      await use(() => (session ??= signIn(browser, baseURL)));
    },
    { scope: 'worker' },
  ],
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      if (!baseURL) throw new Error('the shared tab needs the config to set use.baseURL');
      const tab = new SharedTab(browser, workerInfo.project.use, [new URL(watchdogUrl(baseURL)).origin]);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      browser,
      freshContext,
      sharedTab,
      signedIn,
      workerSession,
      baseURL,
      viewport,
      locale,
      timezoneId,
      contextOptions,
      permissions,
      storageState,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    },
    use,
    testInfo,
  ) => {
    // A retry records a trace (playwright.config.ts), which slows every step on a busy machine: it
    // gets twice the time, so that a retry measures the app again rather than the tracing.
    if (testInfo.retry > 0) testInfo.setTimeout(testInfo.timeout * 2);
    const session = signedIn ? await workerSession() : null;
    if (!freshContext) {
      if (permissions?.length || storageState)
        throw new Error('Permissions and a stored state are a context of its own: test.use({ freshContext: true }).');
      await use(await sharedTab.reset(session, viewport));
      return;
    }
    const context = await browser.newContext({
      ...contextOptions,
      baseURL,
      viewport,
      locale,
      timezoneId,
      permissions,
      storageState,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    try {
      await fixClock(context);
      if (session) await seedSession(context, session);
      await use(await context.newPage());
    } finally {
      await context.close();
    }
  },
  context: async ({ page, freshContext }, use) => {
    if (!freshContext)
      throw new Error('This test uses its browser context: give it its own with test.use({ freshContext: true }).');
    await use(page.context());
  },
});

// The cookie that says a context's origin has had the session put in its storage (see seedSession).
const SEEDED_COOKIE = 'e2e-session-seeded';

/**
 * Starts a context signed in, as `storageState` would: the session's cookies, and its local storage
 * for each origin. Playwright's `storageState` writes local storage through a page of its own that
 * visits each origin, about 0.4 CPU-s per context on 2 cores (a renderer and two navigations); here
 * a script the context runs before each document's own scripts writes it instead, on the origin's
 * first document only (a cookie remembers that), so a test that signs out stays signed out.
 */
async function seedSession(context: BrowserContext, session: SessionState): Promise<void> {
  if (session.cookies.length) await context.addCookies(session.cookies);
  await context.addInitScript(
    ({ origins, cookie }) => {
      try {
        const own = origins.find((o) => o.origin === location.origin);
        if (!own || document.cookie.split('; ').includes(`${cookie}=1`)) return;
        for (const { name, value } of own.localStorage) localStorage.setItem(name, value);
        document.cookie = `${cookie}=1; path=/`;
      } catch {
        // A sandboxed frame (an e-mail body) has no storage of its own: nothing to seed there.
      }
    },
    { origins: session.origins, cookie: SEEDED_COOKIE },
  );
}

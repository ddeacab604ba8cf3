import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { FIXED_NOW, fixClock } from './clock';
import { forgetPreferences } from './prism';
import type { SessionState } from './test';

/** The suite's context options as a project sets them (viewport, zone, locale, reduced motion…). */
type ProjectContextOptions = BrowserContextOptions & { contextOptions?: BrowserContextOptions };

// Cookies of the session seeding (see the script in `sessionScript`): "this test is signed in" and
// "this origin's storage has had the session put in".
const WANTED_COOKIE = 'e2e-session-wanted';
const SEEDED_COOKIE = 'e2e-session-seeded';
// What a test can listen to on its page; the next test starts with none of them.
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
] as const;

/**
 * One browser tab per worker, shared by its tests, each test starting as in a fresh context: the
 * pages other than the tab closed, the tab's listeners, routes and Prism choices gone, the viewport
 * the test's, cookies and storage of both hosts cleared, the clock back at the fixed instant, and
 * the worker's session put back for a signed-in test. A new context per test cost a new renderer
 * and a cold start of the app, about 1 CPU-s a test on 2 cores; the tab keeps its renderer warm.
 *
 * Not for a test that changes what a reset cannot undo (its own init scripts, permissions, the
 * clock paused, the context's own events): those ask for `test.use({ freshContext: true })`.
 */
export class SharedTab {
  private context: Promise<BrowserContext> | null = null;
  private page: Page | null = null;
  private cdp: CDPSession | null = null;
  private seeding = false;

  constructor(
    private readonly browser: Browser,
    private readonly options: ProjectContextOptions,
    private readonly otherOrigins: string[],
  ) {}

  /** The tab, reset for the next test. */
  async reset(session: SessionState | null, viewport: { width: number; height: number } | null): Promise<Page> {
    const context = await (this.context ??= this.open());
    if (!this.page || this.page.isClosed()) {
      this.page = await context.newPage();
      this.cdp = await context.newCDPSession(this.page);
    }
    const page = this.page;
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const event of PAGE_EVENTS) await page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.setExtraHTTPHeaders({});
    forgetPreferences(page);
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
      await page.setViewportSize(viewport);

    // Out of the last test's document into about:blank, which the tab's renderer loads without a
    // request or a paint (a document of the app's origin cost about 0.1 CPU-s more a test, 500 times
    // a run); then the cookies, and every host's local and session storage, cleared from outside
    // (Chromium clears an origin's session storage with its local storage).
    await page.goto('about:blank');
    await context.clearCookies();
    for (const origin of this.origins())
      await this.cdp!.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
    await context.clock.setSystemTime(FIXED_NOW);
    if (session) await this.signIn(context, session);
    return page;
  }

  async close(): Promise<void> {
    if (this.context) await (await this.context).close();
  }

  private async open(): Promise<BrowserContext> {
    // The project's context options only (its `use` also holds launch and runner options).
    const { baseURL, viewport, locale, timezoneId, contextOptions, userAgent, deviceScaleFactor, isMobile, hasTouch } =
      this.options;
    const context = await this.browser.newContext({
      ...contextOptions,
      baseURL,
      viewport,
      locale,
      timezoneId,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    await fixClock(context);
    return context;
  }

  /**
   * The session's cookies, and its local storage written by a script run before each document's
   * own on each origin's first document of the test (as `seedSession` does for a fresh context).
   */
  private async signIn(context: BrowserContext, session: SessionState): Promise<void> {
    if (!this.seeding) {
      this.seeding = true;
      await context.addInitScript(sessionScript, {
        origins: session.origins,
        wanted: WANTED_COOKIE,
        seeded: SEEDED_COOKIE,
      });
    }
    await context.addCookies([
      ...session.cookies,
      ...this.origins().map((url) => ({ name: WANTED_COOKIE, value: '1', url })),
    ]);
  }

  /** The suite's host first, then the others (the watchdog host). */
  private origins(): string[] {
    return [new URL(this.options.baseURL!).origin, ...this.otherOrigins];
  }
}

function sessionScript({
  origins,
  wanted,
  seeded,
}: {
  origins: SessionState['origins'];
  wanted: string;
  seeded: string;
}): void {
  try {
    const cookies = document.cookie.split('; ');
    if (!cookies.includes(`${wanted}=1`) || cookies.includes(`${seeded}=1`)) return;
    const own = origins.find((o) => o.origin === location.origin);
    if (!own) return;
    for (const { name, value } of own.localStorage) localStorage.setItem(name, value);
    document.cookie = `${seeded}=1; path=/`;
  } catch {
    // A sandboxed frame (an e-mail body) has no storage of its own: nothing to seed there.
  }
}

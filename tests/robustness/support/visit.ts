import {
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
} from '@playwright/test';
import { fixClock, LOCALE, TIMEZONE_ID } from '../../e2e/support/clock';
import type { SharedTab } from '../../e2e/support/shared-tab';
import type { SessionState } from '../../e2e/support/test';
import { PREFER_RULES_HEADER, type PreferRule } from '../../../scripts/prefer-rules';

export type { PreferRule };

export interface VisitSpec {
  /** The path under /broker/, e.g. `loads/50001` or `login/code?email=…`. */
  path: string;
  /** The storage to start from: the worker's session (tests/e2e/support/test.ts), or null (signed out). */
  session: SessionState | null;
  /**
   * What Prism answers each call: the first rule that matches it (none: the first example). Sent as
   * a header the suite's preview proxy turns into `Prefer` (scripts/prefer-rules.ts), so nothing is
   * routed and the browser's cache serves the app's code to every visit of a context.
   */
  prefer: PreferRule[];
  /**
   * An error answer is expected: the route error boundary is an acceptable outcome, and the
   * browser's own "Failed to load resource: … status of NNN" console lines are not the app's.
   */
  errorRun: boolean;
  /** Where to save a screenshot of the page when the visit has problems (asked only then). */
  screenshotOnProblem?: () => string;
  /** Request routing for the visit, e.g. the checker's own pages (it turns the context's HTTP cache off). */
  init?: (context: BrowserContext) => Promise<void>;
  /**
   * The worker's shared tab (tests/e2e/support/shared-tab.ts) to visit in: the worker's visits
   * share its HTTP cache and renderer, each starting as on a fresh page of a fresh context. Without
   * one, the visit makes its own context and closes it. Not together with `init`.
   */
  tab?: SharedTab;
}

export interface VisitOutcome {
  /** Empty when the visit was clean. */
  problems: string[];
  /** Every call to /identity or /monitor the page made, in order. */
  calls: { method: string; pathname: string }[];
  /** Where the page ended: an in-app path, or the external address it left for. */
  endedAt: string;
}

/** The addresses the app may leave for (README: VITE_ONBOARDING_URL and the brand origins, their defaults). */
export const ALLOWED_EXTERNAL_ORIGINS = [
  'https://onboarding.example-broker.com',
  'https://app.example-broker.com',
  'https://watchdog.example-broker.com',
];

const ERROR_BOUNDARY_TEXT = 'This page could not be shown'; // src/app/route-error.tsx, the alert's title
const BROWSER_RESOURCE_LINE = /^Failed to load resource: the server responded with a status of \d{3}\b/;
const SETTLE_LIMIT_MS = 10_000;
const VIEWPORT = { width: 1440, height: 900 };
// How long a page must stay quiet (no request, no spinner, some text) to count as settled.
const QUIET_MS = 400;
const CLOCK_TIMER_ERROR = /\n\s+at ClockController\._callFirstTimer /;
// A sandboxed frame without allow-scripts (the e-mail body's, src/ui/safe-html.tsx) refuses every
// script, Playwright's own clock init script included, and says so on the console: the sandbox
// working, not the app failing.
const SANDBOX_REFUSED_SCRIPT =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

const isApiPath = (pathname: string) => /^\/(identity|monitor)\//.test(pathname);

/**
 * Opens one route in a fresh browser context (empty storage), with Prism's answers chosen per call,
 * waits until the page has settled and says what went wrong: uncaught errors, console errors, the
 * route error boundary where no error was asked for, a blank page, a page that never stops loading,
 * or a move to an address the app must not leave for. Nothing leaves the machine: the robustness
 * project's browser resolves no host but this one (playwright.config.ts), so a navigation elsewhere
 * stops at once and is named, and any other outside request fails (a console error).
 */
export async function visitRoute(browser: Browser, baseURL: string, spec: VisitSpec): Promise<VisitOutcome> {
  const appOrigin = new URL(baseURL).origin;
  const shared = spec.tab;
  const page = shared
    ? await shared.reset(spec.session, VIEWPORT)
    : await (await suiteContext(browser, baseURL, spec.session)).newPage();
  const context = page.context();
  const problems: string[] = [];
  const calls: VisitOutcome['calls'] = [];
  let leftFor: string | null = null;

  const onPageError = (error: Error) => problems.push(`uncaught ${error.name}: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The fixed clock (Playwright's) runs the page's timers itself and hands an error thrown in one
    // to console.error instead of letting it go uncaught: it is the page's uncaught error all the same.
    if (CLOCK_TIMER_ERROR.test(message.text())) {
      problems.push(`uncaught ${message.text().split('\n')[0]}`);
      return;
    }
    if (spec.errorRun && BROWSER_RESOURCE_LINE.test(message.text())) return;
    if (SANDBOX_REFUSED_SCRIPT.test(message.text())) return;
    problems.push(`console error: ${message.text()}`);
  };
  const pending = new Set<Request>();
  const onSettledRequest = (request: Request) => pending.delete(request);
  const onRequest = (request: Request) => {
    pending.add(request);
    const url = new URL(request.url());
    if (url.origin === appOrigin && isApiPath(url.pathname)) {
      calls.push({ method: request.method(), pathname: url.pathname });
    }
    // Where the page goes, seen as it goes: a navigation of the page to another origin is leaving
    // the app (the robustness project resolves no other host, so it stops there).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && url.origin !== appOrigin) {
      leftFor ??= request.url();
    }
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('requestfinished', onSettledRequest);
  page.on('requestfailed', onSettledRequest);
  page.on('request', onRequest);
  await page.setExtraHTTPHeaders({ [PREFER_RULES_HEADER]: JSON.stringify(spec.prefer) });

  await spec.init?.(context);

  try {
    await page.goto(spec.path).catch((error: Error) => {
      // A redirect that replaces the first document (e.g. to the onboarding address) interrupts goto.
      if (!/interrupted|ERR_ABORTED|ERR_NAME_NOT_RESOLVED|frame was detached/.test(error.message)) throw error;
    });
    const settled = await settle(
      page,
      () => pending.size,
      () => leftFor !== null,
    );
    const external = leftFor as string | null;
    if (external !== null) {
      if (!ALLOWED_EXTERNAL_ORIGINS.includes(new URL(external).origin)) {
        problems.push(`left the app for ${external}, which is not an allowed address`);
      }
      return { problems, calls, endedAt: external };
    }
    if (!settled && (pending.size > 0 || (await isBusy(page)))) {
      problems.push(`still loading after ${SETTLE_LIMIT_MS / 1000} s (a request, spinner or aria-busy region stays)`);
    }
    problems.push(...(await pageProblems(page, spec.errorRun)));
    return { problems, calls, endedAt: new URL(page.url()).pathname + new URL(page.url()).search };
  } catch (error) {
    problems.push(`the visit failed: ${(error as Error).message.split('\n')[0]}`);
    return { problems, calls, endedAt: page.url() };
  } finally {
    if (problems.length > 0 && spec.screenshotOnProblem) {
      await page.screenshot({ path: spec.screenshotOnProblem(), fullPage: true }).catch(() => undefined);
    }
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('requestfinished', onSettledRequest);
    page.off('requestfailed', onSettledRequest);
    page.off('request', onRequest);
    if (!shared) await context.close();
  }
}

/** A context of the suite's viewport, zone, locale and fixed clock (tests/e2e/support/clock.ts). */
async function suiteContext(browser: Browser, baseURL: string, session: SessionState | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    timezoneId: TIMEZONE_ID,
    locale: LOCALE,
    ...(session ? { storageState: session } : {}),
  });
  await fixClock(context);
  return context;
}

/**
 * Waits until no request is in flight, no spinner or aria-busy region is visible and the page has
 * text, all three for a moment; false if that never happens. (Playwright's "networkidle" alone can
 * come before the app has asked for anything on a slow machine.)
 */
async function settle(page: Page, inFlight: () => number, left: () => boolean = () => false): Promise<boolean> {
  let quietSince: number | null = null;
  const quietLongEnough = async () => {
    // Gone to another address: nothing of the app's is left to wait for.
    if (left()) return true;
    const ready = await page
      .evaluate(() => {
        const visible = (el: Element) => el.getClientRects().length > 0;
        const busy = [...document.querySelectorAll('[class*="mantine-Loader"], [aria-busy="true"]')].some(visible);
        return !busy && document.body.innerText.trim() !== '';
      })
      .catch(() => false); // the document is being replaced: not settled yet
    if (!ready || inFlight() > 0) quietSince = null;
    else quietSince ??= Date.now();
    return quietSince !== null && Date.now() - quietSince >= QUIET_MS;
  };
  // Looked at every 100 ms until quiet for QUIET_MS; false if that never happens within the limit.
  return expect
    .poll(quietLongEnough, { timeout: SETTLE_LIMIT_MS, intervals: [100] })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

async function isBusy(page: Page): Promise<boolean> {
  return page
    .locator('[class*="mantine-Loader"], [aria-busy="true"]')
    .filter({ visible: true })
    .count()
    .then((n) => n > 0)
    .catch(() => false);
}

/** The settled page's own faults; a navigation in the middle (a guard's redirect) means: settle and look again. */
async function pageProblems(page: Page, errorRun: boolean): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await settledPageProblems(page, errorRun);
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed|navigat/i.test((error as Error).message)) throw error;
      await settle(page, () => 0);
    }
  }
}

/** The error boundary (unless an error was asked for), or nothing to read. */
async function settledPageProblems(page: Page, errorRun: boolean): Promise<string[]> {
  const state = await page.evaluate((boundaryText) => {
    const text = document.body.innerText.trim();
    const landmark = document.querySelector('main, [role="main"], h1, h2, h3, h4, [role="heading"]');
    return { empty: text === '', hasLandmark: landmark !== null, boundary: text.includes(boundaryText) };
  }, ERROR_BOUNDARY_TEXT);
  const problems: string[] = [];
  if (state.boundary && !errorRun) problems.push(`the route error boundary ("${ERROR_BOUNDARY_TEXT}") is shown`);
  if (state.empty) problems.push('blank page: the body has no text');
  else if (!state.hasLandmark) problems.push('blank page: no main landmark or heading');
  if (state.boundary) {
    const detail = await page
      .getByText(ERROR_BOUNDARY_TEXT)
      .locator('xpath=ancestor::*[@role="alert"][1]')
      .innerText({ timeout: 2_000 })
      .catch(() => '');
    if (detail && !errorRun) problems.push(`error boundary says: ${detail.replace(/\s+/g, ' ').trim()}`);
  }
  return problems;
}

// What the bench measures in the browser for every route: one cold navigation (JS fetched, LCP and
// CLS by web-vitals, the first data row and form field). Screens' own interactions are in
// screens/<id>.mjs (run by screens.mjs). Times are read from the page's own clock.

import { watchCsp } from './csp-watch.mjs';
import { benchRuntime } from './page-runtime.mjs';
import { finaliseVitals, vitalsInitScript } from './vitals.mjs';

export const SESSION_KEY = 'broker-portal.jwt';
export const SESSION_TOKEN = 'bench-token';

/** Tracks the requests of a page, to know when it has gone quiet, and the JS files it fetched. */
export function trackNetwork(page) {
  const inflight = new Set();
  const scripts = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inflight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    inflight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const match = /^\/broker\/(assets\/[^/]+\.js)$/.exec(pathname);
    if (match) scripts.add(match[1]);
  });
  return {
    scripts,
    /** Resolves once no request has been in flight for `quietMs` (or at `timeoutMs`). */
    async settled(quietMs, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (inflight.size === 0 && Date.now() - lastChange >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    },
  };
}

/**
 * A fresh context (empty cache and storage), with the session when the route needs one, web-vitals
 * and the bench's page runtime installed before the app's first script, and CSP violations watched.
 */
export async function coldPage(browser, { signedIn, viewport = { width: 1440, height: 900 } }) {
  const context = await browser.newContext({ viewport });
  if (signedIn) {
    // The app's own document only: the script runs in every frame, and a sandboxed one (the e-mail
    // body's, src/ui/safe-html.tsx) has no storage to write to (reading it throws).
    await context.addInitScript(
      ([key, token]) => {
        if (window === window.top) window.localStorage.setItem(key, token);
      },
      [SESSION_KEY, SESSION_TOKEN],
    );
  }
  await context.addInitScript({ content: vitalsInitScript() });
  await context.addInitScript(benchRuntime);
  // Every page the bench opens reports Content-Security-Policy violations (there must be none).
  const cspViolations = await watchCsp(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cspViolations };
}

/**
 * One cold navigation: the JS files requested until the page went quiet, LCP and CLS (web-vitals'
 * final values), and the first data row and form field (ms since navigation start); a screenshot of
 * what was measured if asked.
 */
export async function measureRoute(browser, baseUrl, route, { screenshot } = {}) {
  const { context, page, cspViolations } = await coldPage(browser, route);
  try {
    const network = trackNetwork(page);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(route.url, baseUrl).href, { waitUntil: 'load', timeout: 30_000 });
    const quiet = await network.settled(300, 15_000);
    // One more frame, so that the last response's render has been painted and observed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const watched = await page.evaluate(() => ({ ...window.__benchKit.watched }));
    if (screenshot) await page.screenshot({ path: screenshot });
    const vitals = await finaliseVitals(page);
    const final = new URL(page.url());
    return {
      scripts: [...network.scripts].sort(),
      lcpMs: vitals.lcp,
      cls: vitals.cls,
      lcpElement: vitals.lcpTarget,
      clsElement: vitals.clsTarget,
      firstRowMs: watched.firstRow ?? null,
      firstFieldMs: watched.firstField ?? null,
      finalPath: `${final.pathname}${final.search}`,
      quiet,
      errors,
      csp: [...cspViolations],
    };
  } finally {
    await context.close();
  }
}

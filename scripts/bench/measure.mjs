// What the bench measures in the browser: one cold navigation of a route, and the two interactions
// of a list (typing into its busiest filter, paging). Times are read from the page's own clock.

import { watchCsp } from './csp-watch.mjs';
import { pagedList } from './paged-list.mjs';

export const SESSION_KEY = 'broker-portal.jwt';
export const SESSION_TOKEN = 'bench-token';

// A data row: not a skeleton or spacer row (aria-hidden), not a message row (one cell across all).
const ROW = 'tbody tr:not([aria-hidden="true"]):not(:has(> td[colspan])), tbody [role="row"]:not([aria-hidden="true"])';
const FIELD = 'input:not([type="hidden"]), textarea, select';

/**
 * Runs in the page before its scripts: records LCP and layout shifts (buffered observers), and the
 * first frame in which a data row and a form field are in the DOM.
 */
function instrument({ row, field }) {
  const bench = { lcp: null, cls: 0, firstRow: null, firstField: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // The time of the frame that first shows it: the next animation frame after the DOM has it.
  const seen = (key) => requestAnimationFrame(() => setTimeout(() => (bench[key] ??= performance.now())));
  let rowPending = true;
  let fieldPending = true;
  const check = () => {
    if (rowPending && document.querySelector(row)) {
      rowPending = false;
      seen('firstRow');
    }
    if (fieldPending && document.querySelector(field)) {
      fieldPending = false;
      seen('firstField');
    }
    if (!rowPending && !fieldPending) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

/** Tracks the requests of a page, to know when it has gone quiet, and the JS files it fetched. */
function trackNetwork(page) {
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

/** A fresh context (empty cache and storage), with the session when the route needs one. */
export async function coldPage(browser, { signedIn, viewport = { width: 1440, height: 900 } }) {
  const context = await browser.newContext({ viewport });
  if (signedIn) {
    await context.addInitScript(
      ([key, token]) => window.localStorage.setItem(key, token),
      [SESSION_KEY, SESSION_TOKEN],
    );
  }
  await context.addInitScript(instrument, { row: ROW, field: FIELD });
  // Every page the bench opens reports Content-Security-Policy violations (there must be none).
  const cspViolations = await watchCsp(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cspViolations };
}

/**
 * One cold navigation: the JS files requested until the page went quiet, LCP, CLS, and the first
 * data row and form field (ms since navigation start); a screenshot of what was measured if asked.
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
    const bench = await page.evaluate(() => window.__bench);
    if (screenshot) await page.screenshot({ path: screenshot });
    const final = new URL(page.url());
    return {
      scripts: [...network.scripts].sort(),
      lcpMs: bench.lcp,
      cls: bench.cls,
      firstRowMs: bench.firstRow,
      firstFieldMs: bench.firstField,
      finalPath: `${final.pathname}${final.search}`,
      quiet,
      errors,
      csp: [...cspViolations],
    };
  } finally {
    await context.close();
  }
}

/**
 * In the page: resolves with the time of the first frame after `since` in which a request to
 * `listPath` that started after `since` has completed and no table is busy (aria-busy), or, with
 * `firstRowChanges`, in which the first data row's text differs from `before`.
 */
function waitForListFrame({ listPath, since, before, row, timeoutMs }) {
  return new Promise((resolve) => {
    const until = performance.now() + timeoutMs;
    const settled = () => {
      if (before !== null) return (document.querySelector(row)?.textContent ?? null) !== before;
      const answered = performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes(listPath) && entry.startTime >= since && entry.responseEnd > 0);
      return answered && !document.querySelector('table[aria-busy="true"]');
    };
    const frame = () => {
      if (settled()) return setTimeout(() => resolve(performance.now()));
      if (performance.now() > until) return resolve(null);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The visible text filter the list's users type into most: its load number / reference / search box. */
async function busiestFilter(page) {
  const inputs = page.locator('main input[type="text"], main input[type="search"], main input:not([type])');
  const count = await inputs.count();
  let fallback = null;
  for (let i = 0; i < count; i += 1) {
    const input = inputs.nth(i);
    if (!(await input.isVisible())) continue;
    const name = await input.evaluate(
      (el) =>
        el.getAttribute('aria-label') ||
        (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent) ||
        el.getAttribute('placeholder') ||
        '',
    );
    if (/load|number|reference|search/i.test(name)) return { input, name };
    fallback ??= { input, name };
  }
  return fallback;
}

/**
 * The list's two interactions on a 50-row page, each from the event to the frame that shows its
 * result: typing one character into the busiest filter (includes the filter's debounce) until the
 * list's request has settled and the table is painted, and "Next page" until the first row changes.
 * Either is `null` with a reason when the page has no such control.
 */
export async function measureInteractions(browser, baseUrl, { url, listPath }) {
  const { context, page, cspViolations } = await coldPage(browser, { signedIn: true });
  const result = { typing: null, typingNote: '', paging: null, pagingNote: '', filter: null, csp: cspViolations };
  try {
    await pagedList(page, listPath);
    await page.goto(new URL(url, baseUrl).href, { waitUntil: 'load' });
    const rowLocator = page.locator(ROW).first();
    await rowLocator.waitFor({ timeout: 10_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle').catch(() => undefined);

    const filter = await busiestFilter(page);
    if (!filter) result.typingNote = 'n/a: no text filter on the page';
    else {
      result.filter = filter.name;
      await filter.input.click();
      await filter.input.evaluate((el) =>
        el.addEventListener('keydown', () => (window.__benchKey = performance.now()), { once: true, capture: true }),
      );
      await page.keyboard.press('5');
      const since = await page.evaluate(() => window.__benchKey);
      const end = await page.evaluate(waitForListFrame, { listPath, since, before: null, row: ROW, timeoutMs: 8000 });
      if (end === null) result.typingNote = 'n/a: the list did not answer the filter';
      else result.typing = end - since;
      // Back to the unfiltered first page before paging.
      await filter.input.fill('');
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(500);
    }

    const next = page.getByRole('button', { name: /next/i }).first();
    if ((await next.count()) === 0 || !(await next.isVisible()) || !(await next.isEnabled())) {
      result.pagingNote = 'n/a: no enabled "Next" button';
    } else if ((await page.locator(ROW).count()) === 0) {
      result.pagingNote = 'n/a: no rows to page';
    } else {
      const before = await page.locator(ROW).first().textContent();
      await next.evaluate((el) =>
        el.addEventListener('click', () => (window.__benchClick = performance.now()), { once: true, capture: true }),
      );
      await next.click();
      const since = await page.evaluate(() => window.__benchClick);
      const end = await page.evaluate(waitForListFrame, { listPath, since, before, row: ROW, timeoutMs: 8000 });
      if (end === null) result.pagingNote = 'n/a: the first row did not change';
      else result.paging = end - since;
    }
    return result;
  } finally {
    await context.close();
  }
}

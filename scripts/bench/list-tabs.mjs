// The Loads list measured the way a broker meets it (issue 8): navigation → first row and a tab switch
// ("Closed": click → first row of the new result painted), on 50-row pages with paging headers.
// (Typing and "Next page" are measured by measure.mjs `measureInteractions`.)
import { coldPage } from './measure.mjs';
import { pagedList } from './paged-list.mjs';

// A data row of the DataTable (src/ui/data-table): skeleton and spacer rows are aria-hidden.
const DATA_ROW = 'tbody tr[data-index]:not([aria-hidden="true"])';

/**
 * In the page: the time of the first frame in which the first data row is there, its text differs
 * from `before` (null: any row) and no table is busy; null after `timeoutMs`.
 */
function rowsChangedFrame({ row, before, timeoutMs }) {
  return new Promise((resolve) => {
    const until = performance.now() + timeoutMs;
    const frame = () => {
      const text = document.querySelector(row)?.textContent ?? null;
      if (text !== null && text !== before && !document.querySelector('table[aria-busy="true"]')) {
        // The frame being produced now is the one that paints it: read the time after it.
        return setTimeout(() => resolve(performance.now()));
      }
      if (performance.now() > until) return resolve(null);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Clicks `locator` and answers the ms from the click event to the frame that shows new rows. */
async function clickUntilRowsChange(page, locator) {
  const before = await page.locator(DATA_ROW).first().textContent();
  await locator.evaluate((el) =>
    el.addEventListener('click', () => (window.__benchClick = performance.now()), { once: true, capture: true }),
  );
  await locator.click();
  const since = await page.evaluate(() => window.__benchClick);
  const end = await page.evaluate(rowsChangedFrame, { row: DATA_ROW, before, timeoutMs: 8000 });
  return end === null || since === undefined ? null : end - since;
}

/**
 * One cold visit of the list (signed in, 50-row pages): ms from navigation start to the first data
 * row painted, then the latency of the "Closed" tab. A tab the page does not have is `null` with an
 * "n/a" note, so the bench still runs while a list is being built. `csp` lists CSP violations seen.
 */
export async function measureListTabs(browser, baseUrl, { url, listPath, tab = 'Closed' }) {
  const { context, page, cspViolations } = await coldPage(browser, { signedIn: true });
  const result = { firstRowMs: null, tabMs: null, tabNote: '', tab, csp: cspViolations };
  try {
    await pagedList(page, listPath);
    await page.goto(new URL(url, baseUrl).href, { waitUntil: 'load' });
    const appeared = await page
      .locator(DATA_ROW)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!appeared) {
      result.tabNote = 'n/a: the list showed no rows';
      return result;
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // The instrumented first frame with a data row (measure.mjs), since navigation start.
    result.firstRowMs = await page.evaluate(() => window.__bench?.firstRow ?? null);

    const tabControl = page.getByRole('tab', { name: tab, exact: true });
    if ((await tabControl.count()) === 0) result.tabNote = `n/a: no "${tab}" tab`;
    else {
      result.tabMs = await clickUntilRowsChange(page, tabControl);
      if (result.tabMs === null) result.tabNote = 'n/a: the rows did not change';
    }
    return result;
  } finally {
    await context.close();
  }
}

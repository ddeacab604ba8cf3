import type { BrowserContext, Page } from '@playwright/test';

/**
 * The instant every e2e and robustness test starts at: 2026-03-17 14:00:00 UTC, the "now" of the
 * monitor contract's examples (openapi/monitor/examples/loads.yaml: load 50001 left Chicago on
 * Mar 16 and is due in Dallas on Mar 17 20:00–22:00 UTC, so its tracking window, Mar 14 14:00 to
 * Mar 22 22:00 UTC, is active). In the suite's zone that is Tuesday 09:00:00 CDT (UTC−5).
 */
export const FIXED_NOW = '2026-03-17T14:00:00Z';

/** The browser's time zone in every test (playwright.config.ts `use.timezoneId`). */
export const TIMEZONE_ID = 'America/Chicago';

/** The browser's locale in every test (dates and numbers the app formats by locale). */
export const LOCALE = 'en-US';

/**
 * Starts the context's clock at FIXED_NOW. `clock.install` makes `Date`, `Date.now()` and `Intl`
 * read the fake clock, which then runs at real speed: the timers the app needs (the filters'
 * 300 ms debounce, TanStack Query's retries and polling, Mantine's transitions) fire as they would
 * in production, and time moves on from 09:00:00 as the test runs (a test lasts seconds, so a
 * minute-precision value such as the Add-log dialog's "When" is exact). `setFixedTime` was not
 * chosen: it freezes `Date.now()`, so "30 s stale" data would never go stale and nothing that
 * measures elapsed time would move. Call before the context's first page loads.
 */
export async function fixClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: FIXED_NOW });
}

/**
 * Types `text` into the focused field with the page's clock standing still, so that however slow
 * the machine is between two keys, no timer of the page (a filter's debounce) runs in between: the
 * page sees one burst of typing. Answers the wall-clock time just before the clock runs again;
 * a debounced request cannot start earlier than that plus the debounce.
 */
export async function typeInOneBurst(page: Page, text: string): Promise<number> {
  // pauseAt only moves forward: a few seconds ahead of the page's own "now" (which keeps running).
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 5_000);
  await page.keyboard.type(text);
  const resumedAt = Date.now();
  await page.clock.resume();
  return resumedAt;
}

import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * The Content-Security-Policy violations a page reports from now on: the browser writes each on its
 * console ("Refused to … because it violates the following Content Security Policy directive"), so
 * this needs no script in the page. `stop` ends the watch (the page may be the worker's shared tab).
 */
export function watchCsp(page: Page): { violations: string[]; stop: () => void } {
  const violations: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  page.on('console', onConsole);
  return { violations, stop: () => page.off('console', onConsole) };
}

import type { Page, Request } from '@playwright/test';
import { PREFER_RULES_HEADER, type PreferRule } from '../../../scripts/prefer-rules';

type Api = 'identity' | 'monitor';

/** The choices made on each page so far, the latest first (it wins over an earlier one for the same path). */
const choices = new WeakMap<Page, PreferRule[]>();

/** Forgets a page's choices (tests/e2e/support/shared-tab.ts: the next test on a shared tab starts without them). */
export function forgetPreferences(page: Page): void {
  choices.delete(page);
}

/**
 * Makes Prism answer calls to one path of an API (`null`: every call of it) as the test chooses:
 * `{ example: 'watchdog_without_carrier_search' }`, `{ code: 422 }` or `{ dynamic: true }`. A later
 * choice wins over an earlier one; a `Prefer` header a test's own route puts on one call wins over
 * both. The page sends its choices in one header
 * on every request and the suite's preview turns it into Prism's `Prefer` header for the calls a
 * choice names (scripts/prefer-rules.ts, as the robustness runs do): no request of the page is
 * intercepted, so nothing waits on a round trip to the test, and the HTTP cache stays on.
 */
export async function prefer(
  page: Page,
  api: Api,
  path: string | null,
  choice: { example?: string; code?: number; dynamic?: boolean },
): Promise<void> {
  const value = [
    choice.code !== undefined ? `code=${choice.code}` : null,
    choice.example !== undefined ? `example=${choice.example}` : null,
    choice.dynamic ? 'dynamic=true' : null,
  ]
    .filter(Boolean)
    .join(', ');
  const rule: PreferRule = path === null ? { api, prefer: value } : { api, path, prefer: value };
  const rules = [rule, ...(choices.get(page) ?? [])];
  choices.set(page, rules);
  await page.setExtraHTTPHeaders({ [PREFER_RULES_HEADER]: JSON.stringify(rules) });
}

/** Records the requests the browser sends to one path of an API. */
export function recordRequests(page: Page, api: Api, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/${api}${path}`) seen.push(request);
  });
  return seen;
}

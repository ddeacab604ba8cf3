import type { Page, Request } from '@playwright/test';
import { PREFER_RULES_HEADER, type PreferRule } from '../../../scripts/prefer-rules';

type Api = 'identity' | 'monitor';

/** The choices made on each page so far, the latest first (it wins over an earlier one for the same path). */
const choices = new WeakMap<Page, PreferRule[]>();

/**
 * Makes Prism answer calls to one path of an API as the test chooses: `{ example:
 * 'watchdog_without_carrier_search' }` or `{ code: 422 }`. The page sends its choices in one header
 * on every request and the suite's preview turns it into Prism's `Prefer` header for the calls a
 * choice names (scripts/prefer-rules.ts, as the robustness runs do): no request of the page is
 * intercepted, so nothing waits on a round trip to the test, and the HTTP cache stays on.
 */
export async function prefer(
  page: Page,
  api: Api,
  path: string,
  choice: { example?: string; code?: number; dynamic?: boolean },
): Promise<void> {
  const value = [
    choice.code !== undefined ? `code=${choice.code}` : null,
    choice.example !== undefined ? `example=${choice.example}` : null,
    choice.dynamic ? 'dynamic=true' : null,
  ]
    .filter(Boolean)
    .join(', ');
  const rules = [{ api, path, prefer: value }, ...(choices.get(page) ?? [])];
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

import type { Page, Request } from '@playwright/test';

type Api = 'identity' | 'monitor';

/**
 * Makes Prism answer calls to one path of an API as the test chooses, by adding Prism's `Prefer`
 * header to the browser's requests: `{ example: 'watchdog_without_carrier_search' }` or `{ code: 422 }`.
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
  await page.route(
    (url) => url.pathname === `/${api}${path}`,
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: value } }),
  );
}

/** Records the requests the browser sends to one path of an API. */
export function recordRequests(page: Page, api: Api, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/${api}${path}`) seen.push(request);
  });
  return seen;
}

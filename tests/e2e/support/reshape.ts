import type { APIResponse, Page, Route } from '@playwright/test';

type Api = 'identity' | 'monitor';

/** What a test changes of Prism's answer: its headers, its JSON body, or both. */
interface Change {
  /** Only requests of this method (others go on as they are). */
  method?: string;
  /** Prism's `Prefer` for the answer to change (e.g. `example=in_progress`). */
  prefer?: string;
  headers?: (response: APIResponse, route: Route) => Record<string, string>;
  json?: (body: unknown, route: Route) => unknown;
}

/**
 * The page may drop a request while its answer is being fetched (a query cancelled because its key
 * changed, a page closed): fulfilling it then throws ("Fetch response has been disposed", "Route is
 * already handled"). Such a request has no one waiting for it; anything else is a real failure.
 */
const DROPPED = /disposed|already handled|Target page, context or browser has been closed|Request context/i;

/**
 * Answers one path of an API with Prism's own answer, changed by the test (e.g. paging headers that
 * say 120 users). A request the page drops meanwhile is let go, not answered.
 */
export async function reshape(page: Page, api: Api, matches: (pathname: string, url: URL) => boolean, change: Change) {
  await page.route(
    (url) => url.pathname.startsWith(`/${api}/`) && matches(url.pathname.slice(api.length + 1), url),
    async (route) => {
      if (change.method && route.request().method() !== change.method) return route.fallback();
      try {
        const headers = { ...route.request().headers(), ...(change.prefer ? { prefer: change.prefer } : {}) };
        const response = await route.fetch({ headers });
        const answered = change.headers ? change.headers(response, route) : response.headers();
        if (change.json)
          await route.fulfill({ response, headers: answered, json: change.json(await response.json(), route) });
        else await route.fulfill({ response, headers: answered });
      } catch (error) {
        if (!(error instanceof Error && DROPPED.test(error.message))) throw error;
      }
    },
  );
}

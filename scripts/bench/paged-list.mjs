// The 50-row lists the bench measures: Prism's example answers reshaped like a real server's pages.

/** A small stable hash of a query string, so each distinct list query answers distinct rows. */
export function queryHash(search) {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  let hash = 0;
  for (const char of params.toString()) hash = (hash * 31 + char.charCodeAt(0)) % 1000;
  return hash;
}

/** `rows` copies of the example's items with ids of their own (the query's key and page decide them). */
function pageOfRows(items, rows, key, current) {
  const base = 100_000 + queryHash(key) * 1000 + (current - 1) * rows;
  return Array.from({ length: rows }, (_, i) => ({ ...items[i % items.length], id: base + i }));
}

/** The paging headers of page `current` of `total` items, `rows` a page, over the answer's own. */
function pagingHeaders(response, rows, total, current) {
  return {
    ...response.headers(),
    currentpage: String(current),
    totalpages: String(Math.ceil(total / rows)),
    totalitems: String(total),
  };
}

/**
 * Answers the list's calls from Prism reshaped like a server with `total` items, as
 * tests/e2e/loads.spec.ts `pagedLoads` does: `rows` rows a page and the paging headers to match. The
 * ids depend on the page and on the rest of the query (tab, filters, sort), so that a new tab or page
 * shows new rows even though Prism answers every query with the same example.
 */
export async function pagedList(page, listPath, { rows = 50, total = 500, prefer } = {}) {
  await page.route(
    (url) => url.pathname === listPath,
    async (route) => {
      // `prefer` picks Prism's example to repeat (e.g. `example=search`), as the e2e's Prefer header does.
      const response = await route.fetch(prefer ? { headers: { ...route.request().headers(), prefer } } : undefined);
      const body = await response.json().catch(() => null);
      if (!Array.isArray(body) || body.length === 0) return route.fulfill({ response });
      const url = new URL(route.request().url());
      const current = Number(url.searchParams.get('page') ?? '1');
      const json = pageOfRows(body, rows, url.search, current);
      return route.fulfill({ response, json, headers: pagingHeaders(response, rows, total, current) });
    },
  );
}

/**
 * The same for a search sent as a POST (its query is the body, its page `page` in it) whose answer
 * holds the rows under `field` (`results` of the load board, `carriers` of the lane search).
 */
export async function pagedSearch(page, searchPath, { field, rows = 50, total = 500 }) {
  await page.route(
    (url) => url.pathname === searchPath,
    async (route) => {
      const response = await route.fetch();
      const body = await response.json().catch(() => null);
      const items = body?.[field];
      if (!Array.isArray(items) || items.length === 0) return route.fulfill({ response });
      const sent = route.request().postDataJSON() ?? {};
      const current = Number(sent.page ?? 1);
      const key = new URLSearchParams({ q: JSON.stringify({ ...sent, page: undefined }) }).toString();
      const json = { ...body, [field]: pageOfRows(items, rows, key, current) };
      return route.fulfill({ response, json, headers: pagingHeaders(response, rows, total, current) });
    },
  );
}

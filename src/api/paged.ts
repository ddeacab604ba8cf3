import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { EMPTY_PAGING, pagingFromHeaders, pagingOfRows, type Paging } from '../domain';
import { responseHeadersOf } from './http-answers';

/** One page of a list and the paging its response headers announced. */
export interface PagedList<T> {
  rows: T[];
  paging: Paging;
}

/** The paging a body's response headers announced (currentpage, totalpages, totalitems), as sent. */
export function pagingHeadersOf(body: unknown): Paging {
  return pagingFromHeaders(
    Object.fromEntries(Object.entries(responseHeadersOf(body)).map(([key, value]) => [key, String(value)])),
  );
}

/** The paging of a body holding `rowsReturned` rows: an empty first page counts no item (pagingOfRows). */
export function pagingOfBody(body: unknown, rowsReturned: number): Paging {
  return pagingOfRows(pagingHeadersOf(body), rowsReturned);
}

/**
 * Waits for a generated list call and reads the currentpage, totalpages and totalitems headers that
 * came with it; an empty first page counts no item (pagingOfRows).
 */
export async function withPaging<T>(request: Promise<T[]>): Promise<PagedList<T>> {
  const rows = await request;
  const list = Array.isArray(rows) ? rows : [];
  return { rows: list, paging: pagingOfBody(rows, list.length) };
}

/**
 * Every page of a paged list, as one list: page 1, then the pages its headers announce, at most
 * `maxPages` in all (asked together), rows in page order. The paging says one page holding them all.
 * For what must read the whole list, such as an assessment that needs each rule's latest override.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<T[]>,
  maxPages: number,
): Promise<PagedList<T>> {
  const first = await withPaging(fetchPage(1));
  const last = Math.min(first.paging.totalPages, maxPages);
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => withPaging(fetchPage(i + 2))));
  const rows = [first, ...rest].flatMap((page) => page.rows);
  return { rows, paging: { currentPage: 1, totalPages: 1, totalRecords: rows.length } };
}

/**
 * The query of one page of a paged list: the generated call under the generated query key (plus
 * "paged", since the data is the rows with their paging), so invalidating the generated key refreshes
 * the screen too. The previous page stays on screen while the next one loads. The same options serve
 * the screen's `useQuery` and its route loader's prefetch.
 */
export function pagedQueryOptions<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<T[]>) {
  return queryOptions({
    queryKey: [...queryKey, 'paged'],
    queryFn: ({ signal }) => withPaging(fetchPage(signal)),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a paged list shows: its rows (undefined while the first page loads) and paging. A failed load
 * empties the list and resets paging to page 1 of 1 with 0 items (monitoring §4/§8); the error stays
 * on the query for the screen's message and Retry.
 */
export function shownPage<T>(query: { data?: PagedList<T>; isError: boolean }): {
  rows: readonly T[] | undefined;
  paging: Paging;
} {
  if (query.isError) return { rows: [], paging: EMPTY_PAGING };
  return { rows: query.data?.rows, paging: query.data?.paging ?? EMPTY_PAGING };
}

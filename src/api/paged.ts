import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { EMPTY_PAGING, pagingFromHeaders, type Paging } from '../domain';
import { responseHeadersOf } from './http';

/** One page of a list and the paging its response headers announced. */
export interface PagedList<T> {
  rows: T[];
  paging: Paging;
}

/** Waits for a generated list call and reads the currentpage, totalpages and totalitems headers that came with it. */
export async function withPaging<T>(request: Promise<T[]>): Promise<PagedList<T>> {
  const rows = await request;
  const headers = Object.fromEntries(
    Object.entries(responseHeadersOf(rows)).map(([key, value]) => [key, String(value)]),
  );
  return { rows: Array.isArray(rows) ? rows : [], paging: pagingFromHeaders(headers) };
}

/**
 * A paged list screen's query: the generated call of one page, under the generated query key (so
 * invalidating the generated key refreshes the screen too). The previous page stays on screen while
 * the next one loads. A failed load empties the list and resets paging to page 1 of 1 with 0 items
 * (monitoring §4/§8); the error stays on the result for the screen's message and retry.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<T[]>,
  options: { enabled?: boolean } = {},
) {
  const query = useQuery({
    queryKey: [...queryKey, 'paged'],
    queryFn: ({ signal }) => withPaging(fetchPage(signal)),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  const failed = query.isError;
  return {
    ...query,
    rows: failed ? ([] as T[]) : query.data?.rows,
    paging: failed || !query.data ? EMPTY_PAGING : query.data.paging,
  };
}

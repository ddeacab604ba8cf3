import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Part of the prefetchers' own chunk (route-prefetch.ts), so these calls stay out of the initial JS.
import { loaderUser } from '../api/session';
import {
  listStateFromUrl,
  parseId,
  shouldRestoreSearch,
  type FieldSpec,
  type ListSpec,
  type ListState,
} from '../domain';
import { savedSearch } from '../lib/saved-search';

/** The router's basename: a path without it is the key of the list's saved search. */
export const BASENAME = '/broker';

/** The signed-in user's id, waited for only when the list's own filter needs it ("My loads", "Assigned to me"). */
async function userIdFor(queryClient: QueryClient, needed: boolean): Promise<number | null> {
  if (!needed) return null;
  const data = await loaderUser(queryClient);
  return data?.user.id ?? null;
}

/**
 * A list route's loader: starts the page the URL asks for while the screen's code loads, under the
 * key the screen's query will use. Nothing is started when the screen is about to restore the
 * broker's last search instead (a bare URL with a saved one).
 */
export function listLoader<Tab extends string, F extends Record<string, FieldSpec>>(
  queryClient: QueryClient,
  spec: ListSpec<Tab, F>,
  prefetch: (state: ListState<Tab, F>, userId: number | null) => Promise<void>,
): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(BASENAME.length);
    if (shouldRestoreSearch(url.pathname, url.search, savedSearch.get(path))) return null;
    const state = listStateFromUrl(spec, url.searchParams);
    const mine = (state.filters as Record<string, unknown>).mine === true;
    void prefetch(state, await userIdFor(queryClient, mine));
    return null;
  };
}

/** A detail route's loader: starts the record the address names, when it names one. */
export function detailLoader(prefetch: (id: number) => Promise<void>): LoaderFunction {
  return ({ params }) => {
    const id = parseId(params.id);
    if (id !== null) void prefetch(id);
    return null;
  };
}

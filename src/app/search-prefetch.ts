import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Part of the prefetchers' own chunk (route-prefetch.ts), so these calls stay out of the initial JS.
import { carrierSearchPageQuery, contactSearchQuery, laneSearchQuery } from '../api/carrier-search';
import { savedSearchesQuery } from '../api/saved-searches';
import { loaderUser } from '../api/session';
import {
  carrierFiltersToQ,
  carrierSearchFromUrl,
  carrierSearchParams,
  contactSearchParams,
  isPlanLimitReached,
  isSearching,
  laneSearchBody,
  laneSearchFromUrl,
  restoredResults,
  type RouteId,
} from '../domain';
import { STORED_RESULTS, storedResults } from '../lib/stored-results';

/** Whether a search may be sent for this user: signed in and under the plan's carrier search limit. */
async function underPlanLimit(queryClient: QueryClient): Promise<boolean> {
  const data = await loaderUser(queryClient);
  return data !== null && !isPlanLimitReached(data.user.paywall);
}

/** Whether the screen will show results kept in browser storage for this address instead of asking. */
const restores = (name: string, url: URL) =>
  restoredResults(storedResults.get(name), url.pathname + url.search) !== null;

/**
 * What the search routes start before their code has arrived, under the keys their screens use: the
 * carrier search (only when the address carries its own filters: a bare one waits for the default
 * filter set), the quick results, the lane search (unless restored), the contact search and the saved
 * searches. Nothing is asked over the plan's search limit.
 */
export function searchPrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    globalSearch: async ({ request }) => {
      const url = new URL(request.url);
      const state = carrierSearchFromUrl(url.searchParams);
      const own = Object.keys(carrierFiltersToQ(state.filters)).length > 0 || state.location !== null;
      if (!own || !isSearching(state) || restores(STORED_RESULTS.carrierSearch, url)) return null;
      if (await underPlanLimit(queryClient))
        void queryClient.prefetchQuery(carrierSearchPageQuery(carrierSearchParams(state)));
      return null;
    },
    carrierSearchResults: async ({ request }) => {
      const state = carrierSearchFromUrl(new URL(request.url).searchParams);
      if (isSearching(state) && (await underPlanLimit(queryClient)))
        void queryClient.prefetchQuery(carrierSearchPageQuery(carrierSearchParams(state)));
      return null;
    },
    laneSearchResults: async ({ request }) => {
      const url = new URL(request.url);
      const body = laneSearchBody(laneSearchFromUrl(url.searchParams));
      if (body && !restores(STORED_RESULTS.laneSearch, url) && (await underPlanLimit(queryClient)))
        void queryClient.prefetchQuery(laneSearchQuery(body));
      return null;
    },
    contactSearch: ({ request }) => {
      const query = new URL(request.url).searchParams;
      const email = query.get('email') ?? '';
      const phone = query.get('phone') ?? '';
      const checked = contactSearchParams({ type: email ? 'email' : phone ? 'phone' : null, email, phone });
      if (checked.ok) void queryClient.prefetchQuery(contactSearchQuery(checked.params));
      return null;
    },
    savedSearches: () => {
      void queryClient.prefetchQuery(savedSearchesQuery());
      return null;
    },
  };
}

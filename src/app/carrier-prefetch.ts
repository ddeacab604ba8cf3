import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Part of the prefetchers' own chunk (route-prefetch.ts), so these calls stay out of the initial JS.
import { carrierDetailQuery } from '../api/carrier-profile';
import { prefetchCarrierListPage } from '../api/carrier-lists';
import { defaultFilterSetQuery } from '../api/filter-sets';
import { ruleSetsPageQuery, ruleTypesQuery } from '../api/rules';
import { currentUserQuery } from '../api/session';
import type { ListRulesParams } from '../api';
import {
  OPENSEARCH_FLAG,
  RULE_SETS_LIST,
  carrierListsRequest,
  carrierListsSpec,
  isFeatureEnabled,
  listStateFromUrl,
  ruleSetsQuery,
  shouldRestoreSearch,
  type FilterSetList,
  type RouteId,
} from '../domain';
import { savedSearch } from '../lib/saved-search';
import { BASENAME, detailLoader } from './prefetch-kit';

/**
 * A carrier list's loader (Connections, My Carriers): the page the URL asks for, with the tabs the
 * user's plan offers and the opensearch flag; on a bare address with nothing to restore, the user's
 * default filter set instead, since it decides the first page. Nothing where the guard redirects.
 */
function carrierListLoader(queryClient: QueryClient, list: FilterSetList, needsRules: boolean | null): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const current = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
    if (!current || (needsRules !== null && current.user.paywall.can_rule !== needsRules)) return null;
    if (shouldRestoreSearch(url.pathname, url.search, savedSearch.get(url.pathname.slice(BASENAME.length))))
      return null;
    if (url.search === '') {
      const params = { owner_type: 'User' as const, owner_id: current.user.id, is_type: list };
      void queryClient.prefetchQuery(defaultFilterSetQuery(params));
      return null;
    }
    const state = listStateFromUrl(carrierListsSpec(current.user.paywall.can_rule), url.searchParams);
    const opensearch = isFeatureEnabled(current.feature_flags, OPENSEARCH_FLAG);
    void prefetchCarrierListPage(queryClient, carrierListsRequest(state, { opensearch }));
    return null;
  };
}

/** What the carrier routes (lists, rules, the profile) start early; the searches are search-prefetch's. */
export function carrierPrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    connections: carrierListLoader(queryClient, 'connections', true),
    myCarriersMine: carrierListLoader(queryClient, 'my_carriers', false),
    myCarriers: carrierListLoader(queryClient, 'my_carriers', null),
    rules: async ({ request }) => {
      const state = listStateFromUrl(RULE_SETS_LIST, new URL(request.url).searchParams);
      const user = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
      const companyId = user?.user.company?.id;
      // Without a company the screen logs why and asks nothing (carrier-portal §8); so does the loader.
      // Without rules in the plan the guard sends the user home: nothing to start either.
      if (companyId === undefined || user?.user.paywall.can_rule !== true) return null;
      void queryClient.prefetchQuery(ruleTypesQuery(state.filters.classification));
      void queryClient.prefetchQuery(
        ruleSetsPageQuery(ruleSetsQuery(companyId, { ...state, page: 1 }) as ListRulesParams),
      );
      return null;
    },
    // The profile's header only: its tabs ask for their data when they are opened.
    carrierDetail: detailLoader((id) => queryClient.prefetchQuery(carrierDetailQuery(id))),
  };
}

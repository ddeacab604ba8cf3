import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Part of the prefetchers' own chunk (route-prefetch.ts), so these calls stay out of the initial JS.
import { carrierDetailQuery, prefetchCarrierSafety } from '../api/carrier-profile';
import { prefetchCarrierListPage } from '../api/carrier-lists';
import { defaultFilterSetQuery } from '../api/filter-sets';
import { ruleSetsPageQuery, ruleTypesQuery } from '../api/rules';
import { loaderUser } from '../api/session';
import {
  CRASHES_LIST,
  INSPECTIONS_LIST,
  OPENSEARCH_FLAG,
  RULE_SETS_LIST,
  VIOLATIONS_LIST,
  carrierListsRequest,
  carrierListsSpec,
  crashesListQuery,
  inspectionsListQuery,
  isFeatureEnabled,
  listStateFromUrl,
  nestedQuery,
  parseId,
  profileAccess,
  ruleSetsQuery,
  shouldRestoreSearch,
  violationsListQuery,
  type FilterSetList,
  type RouteId,
} from '../domain';
import { PROFILE_TABS } from '../features/carrier-profile/profile-tabs';
import { savedSearch } from '../lib/saved-search';
import { currentBrand } from '../ui/brand';
import { BASENAME } from './prefetch-kit';

/**
 * A carrier list's loader (Connections, My Carriers): the page the URL asks for, with the tabs the
 * user's plan offers and the opensearch flag; on a bare address with nothing to restore, the user's
 * default filter set instead, since it decides the first page. Nothing where the guard redirects.
 */
function carrierListLoader(queryClient: QueryClient, list: FilterSetList, needsRules: boolean | null): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const current = await loaderUser(queryClient);
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

/**
 * The profile's loader: its header and the open tab's code, and when it opens on the Safety tab (the
 * first tab: no `?tab=`, or `?tab=safety`), that tab's calls too: its snapshot is the page's largest paint. The
 * tab is gated (block_safety_data, the watchdog limit), so those wait for the user the root loader
 * is refreshing and start only when the tab will show them; the loader itself waits for nothing.
 */
function carrierDetailLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params, request }) => {
    const id = parseId(params.id);
    if (id === null) return null;
    void queryClient.prefetchQuery(carrierDetailQuery(id));
    const query = new URL(request.url).searchParams;
    const tab = query.get('tab') ?? PROFILE_TABS[0]?.id;
    // The open tab's code (code only: it asks for nothing), so the tab does not wait for it after the header.
    PROFILE_TABS.find((t) => t.id === tab)?.preload();
    if (tab !== 'safety') return null;
    void loaderUser(queryClient).then((current) => {
      if (!current || !profileAccess(current.user, currentBrand()).safety) return;
      const nested = (prefix: string) => nestedQuery(prefix, query);
      return prefetchCarrierSafety(queryClient, id, {
        inspections: inspectionsListQuery(listStateFromUrl(INSPECTIONS_LIST, nested('inspections'))),
        violations: violationsListQuery(listStateFromUrl(VIOLATIONS_LIST, nested('violations'))),
        crashes: crashesListQuery(listStateFromUrl(CRASHES_LIST, nested('crashes'))),
      });
    });
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
      const user = await loaderUser(queryClient);
      const companyId = user?.user.company?.id;
      // Without a company the screen logs why and asks nothing (carrier-portal §8); so does the loader.
      // Without rules in the plan the guard sends the user home: nothing to start either.
      if (companyId === undefined || user?.user.paywall.can_rule !== true) return null;
      void queryClient.prefetchQuery(ruleTypesQuery(state.filters.classification));
      void queryClient.prefetchQuery(ruleSetsPageQuery(ruleSetsQuery(companyId, { ...state, page: 1 })));
      return null;
    },
    // The profile's header only: its tabs ask for their data when they are opened.
    carrierDetail: carrierDetailLoader(queryClient),
  };
}

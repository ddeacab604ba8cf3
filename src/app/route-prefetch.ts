import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Its own chunk (route-loaders.ts imports it lazily), so the lists' calls stay out of the initial JS.
import { invitationsPageQuery, usersPageQuery } from '../api/account';
import { paymentMethodsQuery, plansQuery } from '../api/billing';
import { changeOrderQuery, changeOrdersPageQuery, reportsQuery } from '../api/company';
import { loadsPageQuery, ticketsPageQuery } from '../api/lists';
import { teamsPageQuery } from '../api/teams';
import { loadQuery } from '../api/loads';
import { currentUserQuery } from '../api/session';
import { ALERTS_LIST } from '../api/tickets';
import type { ListLoadsParams, ListTeamsParams, ListTicketsParams, ListUsersParams } from '../api';
import {
  ACCOUNT_TABS,
  LOADS_LIST,
  PAGED_LIST,
  USERS_LIST,
  changeOrdersListQuery,
  invitationsListQuery,
  tabIndexFromUrl,
  teamsListQuery,
  usersListQuery,
  alertsListQuery,
  listStateFromUrl,
  loadsListQuery,
  parseId,
  shouldRestoreSearch,
  type FieldSpec,
  type ListSpec,
  type ListState,
  type RouteId,
} from '../domain';
import { savedSearch } from '../lib/saved-search';

const BASENAME = '/broker';

/** The signed-in user's id, waited for only when the list's own filter needs it ("My loads", "Assigned to me"). */
async function userIdFor(queryClient: QueryClient, needed: boolean): Promise<number | null> {
  if (!needed) return null;
  const data = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
  return data?.user.id ?? null;
}

/**
 * A list route's loader: starts the page the URL asks for while the screen's code loads, under the
 * key the screen's query will use. Nothing is started when the screen is about to restore the
 * broker's last search instead (a bare URL with a saved one).
 */
function listLoader<Tab extends string, F extends Record<string, FieldSpec> & { mine: { kind: 'flag' } }>(
  queryClient: QueryClient,
  spec: ListSpec<Tab, F>,
  prefetch: (state: ListState<Tab, F>, userId: number | null) => Promise<void>,
): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(BASENAME.length);
    if (shouldRestoreSearch(url.pathname, url.search, savedSearch.get(path))) return null;
    const state = listStateFromUrl(spec, url.searchParams);
    void prefetch(state, await userIdFor(queryClient, state.filters.mine === true));
    return null;
  };
}

/** My Account's loader: the first calls of the tab the URL opens (its list page, the plan, the reports). */
function myAccountLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const paged = listStateFromUrl(PAGED_LIST, query);
    switch (ACCOUNT_TABS[tabIndexFromUrl(query.get('tab'), ACCOUNT_TABS.length)]) {
      case 'profile':
        void queryClient.prefetchQuery(changeOrdersPageQuery(changeOrdersListQuery(paged)));
        void queryClient.prefetchQuery(plansQuery());
        break;
      case 'users': {
        const state = listStateFromUrl(USERS_LIST, query);
        // A search asks searchCompanyUsers instead, as the screen does.
        if (state.filters.q === '')
          void queryClient.prefetchQuery(usersPageQuery(usersListQuery(state) as unknown as ListUsersParams));
        break;
      }
      case 'invitations':
        void queryClient.prefetchQuery(invitationsPageQuery(invitationsListQuery(paged)));
        break;
      case 'teams': {
        const data = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
        const companyId = data?.user.company?.id;
        if (companyId)
          void queryClient.prefetchQuery(
            teamsPageQuery(teamsListQuery(paged, companyId) as unknown as ListTeamsParams),
          );
        break;
      }
      case 'billing':
        void queryClient.prefetchQuery(paymentMethodsQuery());
        void queryClient.prefetchQuery(plansQuery());
        break;
      case 'reports':
        void queryClient.prefetchQuery(reportsQuery());
        break;
      default:
        break;
    }
    return null;
  };
}

/** What each list and detail route starts before its screen's code has arrived. */
export function routePrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    loads: listLoader(queryClient, LOADS_LIST, (state, userId) =>
      queryClient.prefetchQuery(loadsPageQuery(loadsListQuery(state, userId) as ListLoadsParams)),
    ),
    alerts: listLoader(queryClient, ALERTS_LIST, (state, userId) =>
      queryClient.prefetchQuery(ticketsPageQuery(alertsListQuery(state, userId) as ListTicketsParams)),
    ),
    loadDetail: ({ params }) => {
      const id = parseId(params.id);
      if (id !== null) void queryClient.prefetchQuery(loadQuery(id));
      return null;
    },
    myAccount: myAccountLoader(queryClient),
    companyChangeOrder: ({ params }) => {
      const id = parseId(params.id);
      if (id !== null) void queryClient.prefetchQuery(changeOrderQuery(id));
      return null;
    },
  };
}

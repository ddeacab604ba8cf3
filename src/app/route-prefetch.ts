import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Its own chunk (route-loaders.ts imports it lazily), so the lists' calls stay out of the initial JS.
import { invitationsPageQuery, usersPageQuery } from '../api/account';
import { paymentMethodsQuery, plansQuery } from '../api/billing';
import { changeOrderQuery, changeOrdersPageQuery, reportsQuery } from '../api/company';
import { loadsPageQuery, ticketsPageQuery } from '../api/lists';
import { carrierDetailQuery } from '../api/carrier-profile';
import { teamsPageQuery } from '../api/teams';
import { loadQuery } from '../api/loads';
import {
  rateConfirmationMailQuery,
  rateConfirmationMailsPageQuery,
  rateConfirmationQuery,
  rateConfirmationsPageQuery,
} from '../api/rate-confirmations';
import { vehicleQuery, vehiclesPageQuery } from '../api/vehicles';
import { ruleSetsPageQuery, ruleTypesQuery } from '../api/rules';
import { prefetchCarrierListPage } from '../api/carrier-lists';
import { defaultFilterSetQuery } from '../api/filter-sets';
import { currentUserQuery } from '../api/session';
import { loadBoardDetailQuery, loadBoardPageQuery } from '../api/load-board';
import { activeTruckPostingsQuery } from '../api/truck-postings';
import { ALERTS_LIST } from '../api/tickets';
import type {
  BrokerLoadSearchRequest,
  ListCarrierVehiclesParams,
  ListLoadsParams,
  ListRateConfirmationMailsParams,
  ListRateConfirmationsParams,
  ListRulesParams,
  ListTeamsParams,
  ListTicketsParams,
  ListUsersParams,
} from '../api';
import {
  ACCOUNT_TABS,
  LOADS_LIST,
  OPENSEARCH_FLAG,
  RATE_CONFIRMATIONS_LIST,
  RATE_CONFIRMATION_EMAILS_LIST,
  RULE_SETS_LIST,
  VEHICLES_LIST,
  PAGED_LIST,
  USERS_LIST,
  changeOrdersListQuery,
  invitationsListQuery,
  tabIndexFromUrl,
  teamsListQuery,
  usersListQuery,
  alertsListQuery,
  carrierListsRequest,
  carrierListsSpec,
  isFeatureEnabled,
  listStateFromUrl,
  loadBoardSearchRequest,
  loadBoardSearchToRestore,
  loadBoardStateFromUrl,
  loadsListQuery,
  parseId,
  rateConfirmationEmailsListQuery,
  rateConfirmationsListQuery,
  ruleSetsQuery,
  shouldRestoreSearch,
  vehiclesListQuery,
  wholeVin,
  type FieldSpec,
  type ListSpec,
  type FilterSetList,
  type ListState,
  type RouteId,
} from '../domain';
import { localToday } from '../lib/local-date';
import { savedLoadBoard } from '../lib/saved-load-board';
import { savedSearch } from '../lib/saved-search';
import { searchPrefetchers } from './search-prefetch';
import { accessFor } from './guards';

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
function listLoader<Tab extends string, F extends Record<string, FieldSpec>>(
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
function detailLoader(prefetch: (id: number) => Promise<void>): LoaderFunction {
  return ({ params }) => {
    const id = parseId(params.id);
    if (id !== null) void prefetch(id);
    return null;
  };
}

/**
 * Exchange's loader: the board page the URL asks for (or the active truck postings on their tab),
 * and the load its address opens. Nothing for the board when the screen is about to restore the
 * broker's last search instead.
 */
function exchangeLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const query = url.searchParams;
    // A gated screen asks for nothing the user may not see: wait for the user the root loader is
    // refreshing, and start only what the guard will let through (view_tfx).
    const user = await queryClient.ensureQueryData(currentUserQuery()).catch(() => undefined);
    const location = { pathname: url.pathname, search: url.search, state: null };
    if (accessFor('exchange', user, location).kind !== 'allow') return null;
    const loadId = parseId(query.get('load') ?? '');
    if (loadId !== null) void queryClient.prefetchQuery(loadBoardDetailQuery(loadId));
    const { filters, page } = loadBoardStateFromUrl(query);
    if (query.get('tab') === 'trucks') void queryClient.prefetchQuery(activeTruckPostingsQuery(page));
    else if (loadBoardSearchToRestore(query, savedLoadBoard.get()) === null) {
      const body = loadBoardSearchRequest(filters, localToday(), page) as BrokerLoadSearchRequest;
      void queryClient.prefetchQuery(loadBoardPageQuery(body));
    }
    return null;
  };
}

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
    ...searchPrefetchers(queryClient),
    loads: listLoader(queryClient, LOADS_LIST, (state, userId) =>
      queryClient.prefetchQuery(loadsPageQuery(loadsListQuery(state, userId) as ListLoadsParams)),
    ),
    alerts: listLoader(queryClient, ALERTS_LIST, (state, userId) =>
      queryClient.prefetchQuery(ticketsPageQuery(alertsListQuery(state, userId) as ListTicketsParams)),
    ),
    loadDetail: detailLoader((id) => queryClient.prefetchQuery(loadQuery(id))),
    rateConfirmations: listLoader(queryClient, RATE_CONFIRMATIONS_LIST, (state, userId) =>
      queryClient.prefetchQuery(
        rateConfirmationsPageQuery(rateConfirmationsListQuery(state, userId) as ListRateConfirmationsParams),
      ),
    ),
    rateConfirmationDetail: detailLoader((id) => queryClient.prefetchQuery(rateConfirmationQuery(id))),
    rateConfirmationEmails: listLoader(queryClient, RATE_CONFIRMATION_EMAILS_LIST, (state) =>
      queryClient.prefetchQuery(
        rateConfirmationMailsPageQuery(rateConfirmationEmailsListQuery(state) as ListRateConfirmationMailsParams),
      ),
    ),
    rateConfirmationEmailDetail: detailLoader((id) => queryClient.prefetchQuery(rateConfirmationMailQuery(id))),
    // A whole VIN is looked up by the screen itself (it opens the vehicle); the list is not asked for.
    vehicles: listLoader(queryClient, VEHICLES_LIST, async (state) => {
      if (wholeVin(state.filters.vin) === null)
        await queryClient.prefetchQuery(vehiclesPageQuery(vehiclesListQuery(state) as ListCarrierVehiclesParams));
    }),
    vehicleShow: detailLoader((id) => queryClient.prefetchQuery(vehicleQuery(id))),
    exchange: exchangeLoader(queryClient),
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
    carrierDetail: ({ params }) => {
      const id = parseId(params.id);
      if (id !== null) void queryClient.prefetchQuery(carrierDetailQuery(id));
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

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Its own chunk (route-loaders.ts imports it lazily), so the lists' calls stay out of the initial JS.
import { loadsPageQuery, ticketsPageQuery } from '../api/lists';
import { loadQuery } from '../api/loads';
import {
  rateConfirmationMailQuery,
  rateConfirmationMailsPageQuery,
  rateConfirmationQuery,
  rateConfirmationsPageQuery,
} from '../api/rate-confirmations';
import { vehicleQuery, vehiclesPageQuery } from '../api/vehicles';
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
  ListTicketsParams,
} from '../api';
import {
  LOADS_LIST,
  RATE_CONFIRMATIONS_LIST,
  RATE_CONFIRMATION_EMAILS_LIST,
  VEHICLES_LIST,
  alertsListQuery,
  listStateFromUrl,
  loadBoardSearchRequest,
  loadBoardSearchToRestore,
  loadBoardStateFromUrl,
  loadsListQuery,
  parseId,
  rateConfirmationEmailsListQuery,
  rateConfirmationsListQuery,
  shouldRestoreSearch,
  vehiclesListQuery,
  wholeVin,
  type FieldSpec,
  type ListSpec,
  type ListState,
  type RouteId,
} from '../domain';
import { localToday } from '../lib/local-date';
import { savedLoadBoard } from '../lib/saved-load-board';
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
  return ({ request }) => {
    const query = new URL(request.url).searchParams;
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

/** What each list and detail route starts before its screen's code has arrived. */
export function routePrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
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
  };
}

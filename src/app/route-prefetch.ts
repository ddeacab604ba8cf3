import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Its own chunk (route-loaders.ts imports it lazily), so the lists' calls stay out of the initial JS.
import { loadsPageQuery, ticketsPageQuery } from '../api/lists';
import { loadQuery } from '../api/loads';
import { currentUserQuery } from '../api/session';
import { loadBoardDetailQuery, loadBoardPageQuery } from '../api/load-board';
import { activeTruckPostingsQuery } from '../api/truck-postings';
import { ALERTS_LIST } from '../api/tickets';
import type { BrokerLoadSearchRequest, ListLoadsParams, ListTicketsParams } from '../api';
import {
  LOADS_LIST,
  alertsListQuery,
  listStateFromUrl,
  loadBoardSearchRequest,
  loadBoardSearchToRestore,
  loadBoardStateFromUrl,
  loadsListQuery,
  parseId,
  shouldRestoreSearch,
  type FieldSpec,
  type ListSpec,
  type ListState,
  type RouteId,
} from '../domain';
import { localToday } from '../lib/local-date';
import { savedLoadBoard } from '../lib/saved-load-board';
import { savedSearch } from '../lib/saved-search';
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

/** What each list and detail route starts before its screen's code has arrived. */
export function routePrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    loads: listLoader(queryClient, LOADS_LIST, (state, userId) =>
      queryClient.prefetchQuery(loadsPageQuery(loadsListQuery(state, userId) as ListLoadsParams)),
    ),
    alerts: listLoader(queryClient, ALERTS_LIST, (state, userId) =>
      queryClient.prefetchQuery(ticketsPageQuery(alertsListQuery(state, userId) as ListTicketsParams)),
    ),
    exchange: exchangeLoader(queryClient),
    loadDetail: ({ params }) => {
      const id = parseId(params.id);
      if (id !== null) void queryClient.prefetchQuery(loadQuery(id));
      return null;
    },
  };
}

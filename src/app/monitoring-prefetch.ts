import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Part of the prefetchers' own chunk (route-prefetch.ts), so these calls stay out of the initial JS.
import { loadsPageQuery, ticketsPageQuery } from '../api/lists';
import { loadQuery } from '../api/loads';
import { notesPageQuery } from '../api/notes';
import {
  rateConfirmationMailQuery,
  rateConfirmationMailsPageQuery,
  rateConfirmationQuery,
  rateConfirmationsPageQuery,
} from '../api/rate-confirmations';
import { vehicleQuery, vehiclesPageQuery } from '../api/vehicles';
import { loaderUser } from '../api/session';
import { loadBoardDetailQuery, loadBoardPageQuery } from '../api/load-board';
import { activeTruckPostingsQuery } from '../api/truck-postings';
import { ALERTS_LIST } from '../api/tickets';
import type { BrokerLoadSearchRequest } from '../api';
import {
  LOADS_LIST,
  NOTES_LIST,
  RATE_CONFIRMATIONS_LIST,
  RATE_CONFIRMATION_EMAILS_LIST,
  VEHICLES_LIST,
  alertsListQuery,
  loadBoardSearchRequest,
  loadBoardSearchToRestore,
  loadBoardStateFromUrl,
  loadsListQuery,
  notesListQuery,
  parseId,
  rateConfirmationEmailsListQuery,
  rateConfirmationsListQuery,
  vehiclesListQuery,
  wholeVin,
  type RouteId,
} from '../domain';
import { localToday } from '../lib/local-date';
import { savedLoadBoard } from '../lib/saved-load-board';
import { accessFor } from './guards';
import { detailLoader, listLoader } from './prefetch-kit';

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
    const user = (await loaderUser(queryClient)) ?? undefined;
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

/** What the monitoring routes (loads, alerts, notes, rate confirmations, vehicles, Exchange) start early. */
export function monitoringPrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    loads: listLoader(queryClient, LOADS_LIST, (state, userId) =>
      queryClient.prefetchQuery(loadsPageQuery(loadsListQuery(state, userId))),
    ),
    alerts: listLoader(queryClient, ALERTS_LIST, (state, userId) =>
      queryClient.prefetchQuery(ticketsPageQuery(alertsListQuery(state, userId))),
    ),
    loadDetail: detailLoader((id) => queryClient.prefetchQuery(loadQuery(id))),
    notes: listLoader(queryClient, NOTES_LIST, (state) =>
      queryClient.prefetchQuery(notesPageQuery(notesListQuery(state))),
    ),
    rateConfirmations: listLoader(queryClient, RATE_CONFIRMATIONS_LIST, (state, userId) =>
      queryClient.prefetchQuery(rateConfirmationsPageQuery(rateConfirmationsListQuery(state, userId))),
    ),
    rateConfirmationDetail: detailLoader((id) => queryClient.prefetchQuery(rateConfirmationQuery(id))),
    rateConfirmationEmails: listLoader(queryClient, RATE_CONFIRMATION_EMAILS_LIST, (state) =>
      queryClient.prefetchQuery(rateConfirmationMailsPageQuery(rateConfirmationEmailsListQuery(state))),
    ),
    rateConfirmationEmailDetail: detailLoader((id) => queryClient.prefetchQuery(rateConfirmationMailQuery(id))),
    // A whole VIN is looked up by the screen itself (it opens the vehicle); the list is not asked for.
    vehicles: listLoader(queryClient, VEHICLES_LIST, async (state) => {
      if (wholeVin(state.filters.vin) === null)
        await queryClient.prefetchQuery(vehiclesPageQuery(vehiclesListQuery(state)));
    }),
    vehicleShow: detailLoader((id) => queryClient.prefetchQuery(vehicleQuery(id))),
    exchange: exchangeLoader(queryClient),
  };
}

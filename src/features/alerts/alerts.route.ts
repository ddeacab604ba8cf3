import { ticketsPageQuery } from '../../api/lists';
import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import { ALERTS_LIST } from '../../api/tickets';
import type { CurrentUserResponse } from '../../api';
import { alertsListQuery, type AlertsListState } from '../../domain';

/** The Alerts screen's first query: the page of the tab, filters and sort the address names. */
export const alertsQueries = (state: AlertsListState, user: CurrentUserResponse | null) => ({
  // "Assigned to me" filters by the signed-in user's id.
  list: ticketsPageQuery(alertsListQuery(state, user?.user.id ?? null)),
});

export default defineRouteData({
  input: (address) => listInput(ALERTS_LIST, address),
  queries: alertsQueries,
});

import { rateConfirmationsPageQuery } from '../../api/rate-confirmations';
import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import type { CurrentUserResponse } from '../../api';
import { RATE_CONFIRMATIONS_LIST, rateConfirmationsListQuery, type RateConfirmationsListState } from '../../domain';

/** The Rate Confirmations screen's first query: the page of the list, filters and sort the address names. */
export const rateConfirmationsQueries = (state: RateConfirmationsListState, user: CurrentUserResponse | null) => ({
  // "Created by me" filters by the signed-in user's id.
  list: rateConfirmationsPageQuery(rateConfirmationsListQuery(state, user?.user.id ?? null)),
});

export default defineRouteData({
  input: (address) => listInput(RATE_CONFIRMATIONS_LIST, address),
  queries: rateConfirmationsQueries,
});

import type { CurrentUserResponse } from '../../api';
import { laneSearchQuery } from '../../api/carrier-search';
import { defineRouteData } from '../../api/route-data';
import { isPlanLimitReached, laneSearchBody, laneSearchFromUrl, type LaneSearchState } from '../../domain';
import { STORED_RESULTS } from '../../lib/stored-results';
import { restoresResults } from './stored-address';

/**
 * Lane Search Results' first query: the lane search of the address (`searchCarriers`); null until both
 * ends are chosen, or when the plan's carrier searches are used up.
 */
export const laneSearchResultsQueries = (state: LaneSearchState, user: CurrentUserResponse | null) => {
  const body = laneSearchBody(state);
  const asked = body !== null && !(user !== null && isPlanLimitReached(user.user.paywall));
  return { list: asked ? laneSearchQuery(body) : null };
};

export default defineRouteData({
  // Results kept for this very address are shown again instead of asking: then nothing to start.
  input: (address) => (restoresResults(STORED_RESULTS.laneSearch, address) ? null : laneSearchFromUrl(address.query)),
  queries: laneSearchResultsQueries,
});

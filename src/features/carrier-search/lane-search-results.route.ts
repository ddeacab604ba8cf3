import type { CurrentUserResponse } from '../../api';
import { laneSearchQuery } from '../../api/carrier-search';
import { defineRouteData } from '../../api/route-data';
import { paths } from '../../config/paths';
import {
  isPlanLimitReached,
  laneSearchBody,
  laneSearchFromUrl,
  laneSearchToUrl,
  type LaneSearchState,
} from '../../domain';
import { STORED_RESULTS } from '../../lib/stored-results';
import { restoresResults, storedAddress } from './stored-address';

/** The address Lane Search Results keeps its page under: from the lane search, not read again from the location. */
export const laneSearchStoredAddress = (state: LaneSearchState) =>
  storedAddress(paths.laneSearchResults.href(), laneSearchToUrl(state));

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
  input: (address) => {
    const state = laneSearchFromUrl(address.query);
    // Results kept for this very address are shown again instead of asking: then nothing to start.
    return restoresResults(STORED_RESULTS.laneSearch, laneSearchStoredAddress(state)) ? null : state;
  },
  queries: laneSearchResultsQueries,
});

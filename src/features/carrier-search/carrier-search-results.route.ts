import type { CurrentUserResponse } from '../../api';
import { defineRouteData } from '../../api/route-data';
import { carrierSearchFromUrl, type CarrierSearchState } from '../../domain';
import { carrierSearchListQuery } from './carrier-search.route';

/** Carrier Search Results' first query: the page of the search the address holds (Carrier Search's rules). */
export const carrierSearchResultsQueries = (state: CarrierSearchState, user: CurrentUserResponse | null) => ({
  list: carrierSearchListQuery(state, user),
});

export default defineRouteData({
  input: (address) => carrierSearchFromUrl(address.query),
  queries: carrierSearchResultsQueries,
});

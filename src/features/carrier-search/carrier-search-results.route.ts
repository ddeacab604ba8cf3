import { defineRouteData } from '../../api/route-data';
import { carrierSearchFromUrl } from '../../domain';
import { carrierSearchRequest } from './carrier-search.route';

/** Carrier Search Results' first query: the page of the search the address holds (Carrier Search's rules). */
export default defineRouteData({
  input: (address) => carrierSearchFromUrl(address.query),
  queries: (state, user) => ({ list: carrierSearchRequest(state, user).list }),
});

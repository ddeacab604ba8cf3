import type { CurrentUserResponse } from '../../api';
import { carrierSearchPageQuery } from '../../api/carrier-search';
import { answeredDefaultSet, ownerDefaultQuery } from '../../api/filter-sets';
import { defineRouteData, type RouteQueries, type RouteQuery } from '../../api/route-data';
import { paths } from '../../config/paths';
import {
  carrierFiltersToQ,
  carrierSearchFromUrl,
  carrierSearchParams,
  carrierSearchToUrl,
  defaultInForce,
  filtersFromQ,
  isPlanLimitReached,
  isSearching,
  type CarrierSearchState,
} from '../../domain';
import { STORED_RESULTS } from '../../lib/stored-results';
import { restoresResults, storedAddress } from './stored-address';

type User = CurrentUserResponse | null;

/** What Carrier Search asks from an address: its search, and whether the default filter sets come first. */
export interface CarrierSearchInput {
  state: CarrierSearchState;
  /**
   * No filter or place of its own: the user's (or company's) default filter set may bring some, so it
   * is asked first and the search waits for it (useDefaultFilters).
   */
  bare: boolean;
}

/** Whether a carrier search holds filters or a place of its own (else the defaults are applied on arrival). */
export const hasOwnFilters = (state: CarrierSearchState) =>
  Object.keys(carrierFiltersToQ(state.filters)).length > 0 || state.location !== null;

/** The address Carrier Search keeps its page under: from the search, not read again from the location. */
export const carrierSearchStoredAddress = (state: CarrierSearchState) =>
  storedAddress(paths.globalSearch.href(), carrierSearchToUrl(state));

/**
 * A carrier search's request (Carrier Search and Carrier Search Results): its parameters, from one
 * parse of the text, and its page's query, null when it searches nothing (a bare screen) or the
 * plan's carrier searches are used up.
 */
export function carrierSearchRequest(state: CarrierSearchState, user: User) {
  const params = carrierSearchParams(state);
  const asked = isSearching(state) && !(user !== null && isPlanLimitReached(user.user.paywall));
  return { params, list: asked ? carrierSearchPageQuery(params) : null };
}

/** The default filter sets a bare Carrier Search asks first: the user's and, with a company, the company's. */
export function carrierSearchDefaultsQueries(bare: boolean, user: User) {
  const owner = bare ? (user?.user ?? null) : null;
  return {
    defaultMine: owner ? ownerDefaultQuery({ type: 'User', id: owner.id }, 'carrier_search') : null,
    defaultCompany: owner?.company
      ? ownerDefaultQuery({ type: 'Company', id: owner.company.id }, 'carrier_search')
      : null,
  };
}

/**
 * Carrier Search's first queries: on a bare arrival the default filter sets (the search waits for
 * them: they may change it), else the search's page. A set that is applied replaces the address, so
 * the route's loader runs again and starts the search with its filters.
 */
export const carrierSearchQueries = ({ state, bare }: CarrierSearchInput, user: User) => ({
  ...carrierSearchDefaultsQueries(bare, user),
  list: bare ? null : carrierSearchRequest(state, user).list,
});

/**
 * A bare arrival's search once the default filter sets have answered: with the set in force applied
 * as the screen applies it (useDefaultFilters: its filters, page 1, through the address), so the
 * search leaves with the answers instead of after the screen has drawn them and replaced its address.
 */
export async function carrierSearchAfterDefaults(
  { state, bare }: CarrierSearchInput,
  user: User,
  answer: (query: RouteQuery) => Promise<unknown>,
): Promise<RouteQueries> {
  const queries = carrierSearchDefaultsQueries(bare, user);
  if (!queries.defaultMine) return {};
  const inForce = defaultInForce(
    await answeredDefaultSet(answer, queries.defaultMine, 'carrier_search'),
    await answeredDefaultSet(answer, queries.defaultCompany, 'carrier_search'),
  );
  if (!inForce) return {};
  const applied = carrierSearchFromUrl(
    carrierSearchToUrl({ ...state, filters: filtersFromQ(inForce.filters), page: 1 }),
  );
  return hasOwnFilters(applied) ? { list: carrierSearchRequest(applied, user).list } : {};
}

export default defineRouteData<CarrierSearchInput>({
  input: (address) => {
    const state = carrierSearchFromUrl(address.query);
    const bare = !hasOwnFilters(state);
    // With filters of its own and its page kept for this address, the screen shows that page and asks nothing.
    if (!bare && restoresResults(STORED_RESULTS.carrierSearch, carrierSearchStoredAddress(state))) return null;
    return { state, bare };
  },
  queries: carrierSearchQueries,
  follow: carrierSearchAfterDefaults,
});

/**
 * The address's state pieces, each with the keys it owns: a codec reads its state from a query and
 * writes it back as entries of those keys only (defaults left out), so a screen holding it writes
 * just its own keys and every other entry of the address stays as it is.
 */

import { CAPACITY_URL_KEYS, capacitySearchFromUrl, capacitySearchToUrl, type CapacitySearch } from './capacity-search';
import { carrierSearchFromUrl, carrierSearchToUrl, type CarrierSearchState } from './carrier-search-request';
import { FILTER_URL_KEYS } from './filter-url-state';
import { laneSearchFromUrl, laneSearchToUrl, type LaneSearchState } from './lane-search';
import { listStateFromUrl, listStateToUrl, type FieldSpec, type ListSpec, type ListState } from './list-url-state';
import {
  LOAD_BOARD_URL_KEYS,
  loadBoardStateFromUrl,
  loadBoardStateToUrl,
  type LoadBoardUrlState,
} from './load-board-url';
import { nestedQuery, withNestedQuery } from './profile-lists';

/** A piece of state held in the address under `keys`: `toUrl` writes no other key. */
export interface UrlCodec<S> {
  keys: readonly string[];
  fromUrl: (query: URLSearchParams) => S;
  toUrl: (state: S) => URLSearchParams;
}

/**
 * A list's keys: its filters, page and sort, and its tab when it has more than one (a list with one
 * tab never writes `tab`, so a screen's own `tab`, as My Account's index, is not the list's).
 */
function listKeys(spec: ListSpec<string, Record<string, FieldSpec>>): string[] {
  return [...(spec.tabs.length > 1 ? ['tab'] : []), 'page', 'sort', ...Object.keys(spec.filters)];
}

/** A list screen's state (tab, page, sort, filters) under its own keys. */
export function listCodec<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
): UrlCodec<ListState<Tab, F>> {
  return {
    keys: listKeys(spec),
    fromUrl: (query) => listStateFromUrl(spec, query),
    toUrl: (state) => listStateToUrl(spec, state),
  };
}

/** A list inside a screen (a tab of a detail screen), its keys under a prefix (`inspections_page`). */
export function nestedListCodec<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  prefix: string,
): UrlCodec<ListState<Tab, F>> {
  return {
    keys: listKeys(spec).map((key) => `${prefix}_${key}`),
    fromUrl: (query) => listStateFromUrl(spec, nestedQuery(prefix, query)),
    toUrl: (state) => withNestedQuery(prefix, new URLSearchParams(), listStateToUrl(spec, state)),
  };
}

/** A carrier search: text, filters, place and radius, sort and page. */
export const CARRIER_SEARCH_CODEC: UrlCodec<CarrierSearchState> = {
  keys: ['text', ...FILTER_URL_KEYS, 'near', 'lat', 'lng', 'radius', 'sort', 'page'],
  fromUrl: carrierSearchFromUrl,
  toUrl: carrierSearchToUrl,
};

/** A lane search: both ends (area, name, place), filters and page. */
export const LANE_SEARCH_CODEC: UrlCodec<LaneSearchState> = {
  keys: ['origin', 'origin_area', 'origin_place', 'destination', 'destination_area', 'destination_place']
    .concat(FILTER_URL_KEYS)
    .concat('page'),
  fromUrl: laneSearchFromUrl,
  toUrl: laneSearchToUrl,
};

/** The load board's search: its view (`tab`), filters and page. */
export const LOAD_BOARD_CODEC: UrlCodec<LoadBoardUrlState> = {
  keys: LOAD_BOARD_URL_KEYS,
  fromUrl: loadBoardStateFromUrl,
  toUrl: loadBoardStateToUrl,
};

/** The capacity panel's search for the open load: deadheads, match type, set-aside carriers hidden, page (`capacity_` keys). */
export const CAPACITY_SEARCH_CODEC: UrlCodec<CapacitySearch> = {
  keys: CAPACITY_URL_KEYS,
  fromUrl: capacitySearchFromUrl,
  toUrl: capacitySearchToUrl,
};

/**
 * The search screens' address codecs (README, "URL state"): a carrier search, a lane search, the load
 * board and a load's capacity panel. Apart from the list codecs (url-codecs.ts) because their keys are
 * built by spreading (which the bundler cannot prove free of effects): a screen that imports the
 * domain's index for a list codec does not download the four searches' rules with it (issue 29).
 */

import { CAPACITY_URL_KEYS, capacitySearchFromUrl, capacitySearchToUrl, type CapacitySearch } from './capacity-search';
import { carrierSearchFromUrl, carrierSearchToUrl, type CarrierSearchState } from './carrier-search-request';
import { FILTER_URL_KEYS } from './filter-url-state';
import { laneSearchFromUrl, laneSearchToUrl, type LaneSearchState } from './lane-search';
import {
  LOAD_BOARD_URL_KEYS,
  loadBoardStateFromUrl,
  loadBoardStateToUrl,
  type LoadBoardUrlState,
} from './load-board-url';
import type { UrlCodec } from './url-codecs';

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

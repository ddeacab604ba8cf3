import {
  DEFAULT_CARRIER_SEARCH_FILTERS,
  carrierFiltersToQ,
  type CarrierSearchFilters,
  type CarrierSearchQ,
} from './carrier-search-filters';
import { PAGE_SIZE } from './constants';
import { FILTER_URL_KEYS, filtersFromUrlParams, filtersToUrlParams } from './filter-url-state';
import { parseId } from './ids';
import { MAX_URL_PAGE } from './list-url-state';

/** One end of a lane as the search holds it: the area searched, its name, and the map place it came from. */
export interface LaneEnd {
  areaId: number;
  name: string;
  placeId: string | null;
}

/** A lane search: origin, destination, the filters and the page of results. */
export interface LaneSearchState {
  origin: LaneEnd | null;
  destination: LaneEnd | null;
  filters: CarrierSearchFilters;
  page: number;
}

/** The lane search's request body (the contract's CarrierLaneSearchRequest). */
export interface LaneSearchBody {
  origin_area_id: number;
  destination_area_id: number;
  q: CarrierSearchQ;
  page: number;
  per_page: number;
}

export const EMPTY_LANE_SEARCH: LaneSearchState = {
  origin: null,
  destination: null,
  filters: DEFAULT_CARRIER_SEARCH_FILTERS,
  page: 1,
};

const NAME_MAX = 120;
const PLACE_ID = /^[\w-]{1,255}$/;

function endFromUrl(query: URLSearchParams, key: 'origin' | 'destination'): LaneEnd | null {
  const areaId = parseId(query.get(`${key}_area`) ?? undefined);
  const name = (query.get(key) ?? '').trim().slice(0, NAME_MAX);
  const place = query.get(`${key}_place`);
  if (areaId === null) return null;
  return { areaId, name: name || `Area ${areaId}`, placeId: place !== null && PLACE_ID.test(place) ? place : null };
}

/** Reads a lane search from its URL (`origin_area`, `origin`, `origin_place`, the same for destination, filters, page). */
export function laneSearchFromUrl(query: URLSearchParams): LaneSearchState {
  const page = query.get('page') ?? '';
  const filterParams = Object.fromEntries(
    FILTER_URL_KEYS.flatMap((key) => {
      const value = query.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  return {
    origin: endFromUrl(query, 'origin'),
    destination: endFromUrl(query, 'destination'),
    filters: filtersFromUrlParams(filterParams),
    page: /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_URL_PAGE ? Number(page) : 1,
  };
}

/** Writes a lane search as URL query entries in a stable order, defaults left out. */
export function laneSearchToUrl(state: LaneSearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, end] of [
    ['origin', state.origin],
    ['destination', state.destination],
  ] as const) {
    if (!end) continue;
    query.set(`${key}_area`, String(end.areaId));
    query.set(key, end.name.slice(0, NAME_MAX));
    if (end.placeId) query.set(`${key}_place`, end.placeId);
  }
  for (const [key, value] of Object.entries(filtersToUrlParams(state.filters))) query.set(key, value);
  if (state.page > 1 && state.page <= MAX_URL_PAGE) query.set('page', String(state.page));
  return query;
}

/**
 * The lane search's body: both areas, the filters with their defaults left out (empty or negative
 * miles and days ignored), the page and 50 a page; null until both ends are chosen.
 */
export function laneSearchBody(state: LaneSearchState): LaneSearchBody | null {
  if (!state.origin || !state.destination) return null;
  return {
    origin_area_id: state.origin.areaId,
    destination_area_id: state.destination.areaId,
    q: carrierFiltersToQ(state.filters),
    page: state.page,
    per_page: PAGE_SIZE,
  };
}

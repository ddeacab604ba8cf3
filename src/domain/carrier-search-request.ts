import { DEFAULT_CARRIER_SEARCH_FILTERS, carrierFiltersToQ, type CarrierSearchFilters } from './carrier-search-filters';
import { qToQueryParams, type CarrierFilterParams } from './carrier-search-q';
import { carrierSearchQuery, radiusSearchQuery, type CarrierTextQuery } from './carrier-search-text';
import { PAGE_SIZE } from './constants';
import { FILTER_URL_KEYS, filtersFromUrlParams, filtersToUrlParams } from './filter-url-state';
import { MAX_URL_PAGE } from './list-url-state';
import { withPaging, type PageParams } from './query-params';

/** The sorts the carrier search offers (the API's `q[s]` values). */
export const CARRIER_SORTS = ['legal_name asc', 'legal_name desc', 'power_units desc', 'power_units asc'] as const;
export type CarrierSort = (typeof CARRIER_SORTS)[number];
/** The radius choices of the location filter, in miles; 100 until the broker picks another. */
export const RADIUS_CHOICES = [25, 50, 100, 250, 500] as const;
export const DEFAULT_RADIUS_MILES = 100;
/** The longest search text the screens keep (the URL stays short; no identifier or name is longer). */
export const SEARCH_TEXT_MAX = 100;

/** A place the radius search is centred on. */
export interface SearchLocation {
  name: string;
  latitude: number;
  longitude: number;
}

/** Everything a carrier search is: what is typed, the filters, the location, the sort and the page. */
export interface CarrierSearchState {
  text: string;
  filters: CarrierSearchFilters;
  location: SearchLocation | null;
  radiusMiles: number;
  sort: CarrierSort | null;
  page: number;
}

/** A fresh search: nothing typed, no filter, page 1. */
export const EMPTY_CARRIER_SEARCH: CarrierSearchState = {
  text: '',
  filters: DEFAULT_CARRIER_SEARCH_FILTERS,
  location: null,
  radiusMiles: DEFAULT_RADIUS_MILES,
  sort: null,
  page: 1,
};

/** The lane-only filters, which mean nothing without a lane. */
const withoutLaneFilters = (filters: CarrierSearchFilters): CarrierSearchFilters => ({
  ...filters,
  originMiles: null,
  destinationMiles: null,
});

/** Whether the search asks for anything: a text, a filter or a location (a bare screen searches nothing). */
export function isSearching(state: CarrierSearchState): boolean {
  const q = carrierFiltersToQ(withoutLaneFilters(state.filters));
  return state.text.trim() !== '' || Object.keys(q).length > 0 || state.location !== null;
}

/** The carrier search's call (`listCarriers`) that carrierSearchParams builds, exactly as sent. */
export type CarrierSearchParams = Omit<CarrierTextQuery, 'q[s]'> &
  CarrierFilterParams &
  PageParams & { latitude?: number; longitude?: number; radius_miles?: number; 'q[s]'?: CarrierSort };

/**
 * The carrier search's query (`GET /api/v1/carriers`): the text's rules (carrier-portal §5; with a
 * location, the radius search's), the filters as `q[name]` with the defaults left out, the location's
 * coordinates and radius, the chosen sort over the text's own, page and 50 a page.
 */
/** The order the results come in: the broker's sort, else legal name A–Z (what a numeric or identifier search asks, and the server's own order). */
export const CARRIER_SEARCH_DEFAULT_SORT = 'legal_name asc';

/** The sort the results table shows, from the search itself (not read back from the request's parameters). */
export const shownCarrierSort = (state: Pick<CarrierSearchState, 'sort'>): string =>
  state.sort ?? CARRIER_SEARCH_DEFAULT_SORT;

export function carrierSearchParams(state: CarrierSearchState): CarrierSearchParams {
  const params: Omit<CarrierSearchParams, keyof PageParams> = {
    ...(state.location ? radiusSearchQuery(state.text) : carrierSearchQuery(state.text)),
    ...qToQueryParams(carrierFiltersToQ(withoutLaneFilters(state.filters))),
  };
  if (state.location) {
    params.latitude = state.location.latitude;
    params.longitude = state.location.longitude;
    params.radius_miles = state.radiusMiles;
  }
  if (state.sort) params['q[s]'] = state.sort;
  return withPaging(params, state.page, PAGE_SIZE);
}

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,7})?$/.test(raw)) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
};

function capText(raw: string | null): string {
  const cut = (raw ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

/** Reads a carrier search from its URL; anything malformed takes its default. */
export function carrierSearchFromUrl(query: URLSearchParams): CarrierSearchState {
  const latitude = coordinate(query.get('lat'), 90);
  const longitude = coordinate(query.get('lng'), 180);
  const name = capText(query.get('near'));
  const radius = Number(query.get('radius'));
  const page = query.get('page') ?? '';
  const sort = query.get('sort');
  return {
    text: capText(query.get('text')),
    filters: filtersFromUrlParams(
      Object.fromEntries(
        FILTER_URL_KEYS.flatMap((k) => {
          const value = query.get(k);
          return value === null ? [] : [[k, value]];
        }),
      ),
    ),
    location: latitude !== null && longitude !== null && name !== '' ? { name, latitude, longitude } : null,
    radiusMiles: (RADIUS_CHOICES as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_MILES,
    sort: CARRIER_SORTS.find((s) => s === sort) ?? null,
    page: /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_URL_PAGE ? Number(page) : 1,
  };
}

/** Writes a carrier search as URL query entries in a stable order, defaults left out. */
export function carrierSearchToUrl(state: CarrierSearchState): URLSearchParams {
  const query = new URLSearchParams();
  const text = capText(state.text);
  if (text !== '') query.set('text', text);
  for (const [key, value] of Object.entries(filtersToUrlParams(state.filters))) query.set(key, value);
  if (state.location) {
    query.set('near', capText(state.location.name));
    query.set('lat', state.location.latitude.toFixed(5).replace(/\.?0+$/, ''));
    query.set('lng', state.location.longitude.toFixed(5).replace(/\.?0+$/, ''));
    if (state.radiusMiles !== DEFAULT_RADIUS_MILES) query.set('radius', String(state.radiusMiles));
  }
  if (state.sort) query.set('sort', state.sort);
  if (state.page > 1 && state.page <= MAX_URL_PAGE) query.set('page', String(state.page));
  return query;
}

import { carrierFiltersToQ } from './carrier-search-filters';
import { filtersFromQ } from './carrier-search-q';
import {
  EMPTY_CARRIER_SEARCH,
  RADIUS_CHOICES,
  SEARCH_TEXT_MAX,
  carrierSearchToUrl,
  type CarrierSearchState,
} from './carrier-search-request';
import { EMPTY_LANE_SEARCH, laneSearchToUrl, type LaneEnd, type LaneSearchState } from './lane-search';
import { formatPhone } from './phone';

/** A saved search as the screens read it (the contract's SavedSearch). */
export interface SavedSearchShape {
  id: number;
  name: string;
  is_type: string;
  query: Record<string, unknown>;
  created_at: string;
}

/** What a saved search opens: the screen and its URL query. */
export interface SavedSearchTarget {
  route: 'globalSearch' | 'laneSearchResults' | 'contactSearch';
  search: URLSearchParams;
}

/** The query a carrier search is saved with: the text, the API's filters, and a radius search's place. */
export function carrierSearchToSave(state: CarrierSearchState): Record<string, unknown> {
  return {
    text: state.text.trim(),
    q: carrierFiltersToQ({ ...state.filters, originMiles: null, destinationMiles: null }),
    ...(state.location ? { location: state.location, radius_miles: state.radiusMiles } : {}),
  };
}

/** The query a lane search is saved with: its request body without paging, and both ends' names and places. */
export function laneSearchToSave(state: LaneSearchState): Record<string, unknown> | null {
  const { origin, destination } = state;
  if (!origin || !destination) return null;
  return {
    origin_area_id: origin.areaId,
    destination_area_id: destination.areaId,
    origin: { name: origin.name, place_id: origin.placeId },
    destination: { name: destination.name, place_id: destination.placeId },
    q: carrierFiltersToQ(state.filters),
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function laneEnd(areaId: unknown, place: unknown): LaneEnd | null {
  if (typeof areaId !== 'number' || !Number.isInteger(areaId) || areaId < 1) return null;
  const p = record(place);
  return { areaId, name: text(p.name).trim() || `Area ${areaId}`, placeId: text(p.place_id) || null };
}

function carrierTarget(query: Record<string, unknown>): SavedSearchTarget {
  const location = record(query.location);
  const radius = query.radius_miles;
  const state: CarrierSearchState = {
    ...EMPTY_CARRIER_SEARCH,
    text: text(query.text).slice(0, SEARCH_TEXT_MAX),
    filters: filtersFromQ(query.q),
    location:
      finite(location.latitude, 90) && finite(location.longitude, 180) && text(location.name) !== ''
        ? { name: text(location.name), latitude: location.latitude, longitude: location.longitude }
        : null,
    radiusMiles: (RADIUS_CHOICES as readonly unknown[]).includes(radius)
      ? (radius as number)
      : EMPTY_CARRIER_SEARCH.radiusMiles,
  };
  return { route: 'globalSearch', search: carrierSearchToUrl(state) };
}

/**
 * Where running a saved search goes, with the search it saved: a carrier search to Carrier Search with
 * its text and filters, a lane search to Lane Search Results, a contact search to Contact Search. Null
 * for a search the portal cannot run (an unknown type, a lane without its areas, a contact without a value).
 */
export function savedSearchTarget(saved: Pick<SavedSearchShape, 'is_type' | 'query'>): SavedSearchTarget | null {
  const query = record(saved.query);
  if (saved.is_type === 'carrier_search') return carrierTarget(query);
  if (saved.is_type === 'lane_search') {
    const origin = laneEnd(query.origin_area_id, query.origin);
    const destination = laneEnd(query.destination_area_id, query.destination);
    if (!origin || !destination) return null;
    const state = { ...EMPTY_LANE_SEARCH, origin, destination, filters: filtersFromQ(query.q) };
    return { route: 'laneSearchResults', search: laneSearchToUrl(state) };
  }
  if (saved.is_type === 'contact_search') {
    const email = text(query.email).trim();
    const phone = text(query.phone).trim();
    if (email) return { route: 'contactSearch', search: new URLSearchParams({ email }) };
    if (phone) return { route: 'contactSearch', search: new URLSearchParams({ phone }) };
  }
  return null;
}

const filterCount = (q: unknown) => Object.keys(carrierFiltersToQ(filtersFromQ(q))).length;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A saved search in one line: what it looks for and how many filters narrow it. */
export function savedSearchSummary(saved: Pick<SavedSearchShape, 'is_type' | 'query'>): string {
  const query = record(saved.query);
  const filters = filterCount(query.q);
  const narrowed = filters > 0 ? ` · ${plural(filters, 'filter')}` : '';
  if (saved.is_type === 'lane_search') {
    const origin = text(record(query.origin).name) || 'Origin';
    const destination = text(record(query.destination).name) || 'Destination';
    return `${origin} → ${destination}${narrowed}`;
  }
  if (saved.is_type === 'contact_search') {
    if (text(query.email)) return `E-mail ${text(query.email)}`;
    return text(query.phone) ? `Phone ${formatPhone(text(query.phone))}` : 'Contact search';
  }
  const typed = text(query.text).trim();
  const place = text(record(query.location).name);
  const near = place
    ? ` · within ${String(query.radius_miles ?? EMPTY_CARRIER_SEARCH.radiusMiles)} mi of ${place}`
    : '';
  return `${typed ? `“${typed}”` : 'Any carrier'}${near}${narrowed}`;
}

/** Saved searches newest first (then by id, newest first), whatever order they came in. */
export function newestFirst<T extends Pick<SavedSearchShape, 'id' | 'created_at'>>(list: readonly T[]): T[] {
  const time = (s: T) => {
    const t = Date.parse(s.created_at);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...list].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

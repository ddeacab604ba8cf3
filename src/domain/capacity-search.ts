/**
 * The capacity panel's search for one load (monitoring §7: `GET carriers/load_match/{id}` with page
 * and parameters): how far from the pickup and from the delivery a truck may be (0–500 miles, 50 by
 * default), which kind of match (both by default), whether the carriers set aside on the load are
 * hidden, and the page. It lives in the URL under `capacity_` keys, beside the open load (`?load=`),
 * so none clashes with the board's own filters (`origin_deadhead`, `page`). A default is left out of
 * the URL and out of the request. Reading is total: anything malformed or out of range is the default.
 */
import { MOVEMENT_PAGE_SIZE } from './constants';
import { MAX_URL_PAGE } from './list-url-state';
import { nestedQuery, withNestedQuery } from './profile-lists';

/** Capacity matches a page (monitoring §9: 20 results a page). */
export const CAPACITY_PAGE_SIZE = MOVEMENT_PAGE_SIZE;

/** The contract's kinds of match (`CapacityMatchType`): a truck posting or a vehicle seen nearby. */
export const CAPACITY_MATCH_TYPES = ['truck_posting', 'recent_location'] as const;
export type CapacityMatchKind = (typeof CAPACITY_MATCH_TYPES)[number];
/** The match kind the panel asks for: one kind, or both (the contract's default, sent as nothing). */
export type CapacityMatchChoice = 'both' | CapacityMatchKind;

/** The contract's deadhead range and default, in miles (`origin_deadhead`, `destination_deadhead`). */
export const CAPACITY_DEADHEAD = { min: 0, max: 500, default: 50 } as const;

/** The capacity panel's search as the screen holds it. */
export interface CapacitySearch {
  originDeadhead: number;
  destinationDeadhead: number;
  matchType: CapacityMatchChoice;
  hideSetAside: boolean;
  page: number;
}

export const DEFAULT_CAPACITY_SEARCH: CapacitySearch = {
  originDeadhead: CAPACITY_DEADHEAD.default,
  destinationDeadhead: CAPACITY_DEADHEAD.default,
  matchType: 'both',
  hideSetAside: false,
  page: 1,
};

const PREFIX = 'capacity';
/** The search's own names, each written as `capacity_<name>`. */
const NAMES = ['origin_deadhead', 'destination_deadhead', 'match_type', 'hide_set_aside', 'page'] as const;

/** Every URL key the capacity search owns (`capacity_origin_deadhead`, …, `capacity_page`). */
export const CAPACITY_URL_KEYS: readonly string[] = NAMES.map((name) => `${PREFIX}_${name}`);

const inRange = (miles: number) =>
  Number.isInteger(miles) && miles >= CAPACITY_DEADHEAD.min && miles <= CAPACITY_DEADHEAD.max;

/** A deadhead from the URL: whole miles in 0–500, else the default. */
function deadheadFrom(raw: string | null): number {
  const miles = raw !== null && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return inRange(miles) ? miles : CAPACITY_DEADHEAD.default;
}

/** A typed deadhead as the search takes it: emptied is the default, past 500 is 500. */
export function typedDeadhead(typed: number | null): number {
  if (typed === null || !Number.isFinite(typed)) return CAPACITY_DEADHEAD.default;
  return Math.min(CAPACITY_DEADHEAD.max, Math.max(CAPACITY_DEADHEAD.min, Math.trunc(typed)));
}

const isMatchKind = (raw: unknown): raw is CapacityMatchKind => CAPACITY_MATCH_TYPES.includes(raw as never);

/** Reads the capacity search from the URL query (its `capacity_` entries only). */
export function capacitySearchFromUrl(query: URLSearchParams): CapacitySearch {
  const own = nestedQuery(PREFIX, query);
  const matchType = own.get('match_type');
  const page = own.get('page') ?? '';
  return {
    originDeadhead: deadheadFrom(own.get('origin_deadhead')),
    destinationDeadhead: deadheadFrom(own.get('destination_deadhead')),
    matchType: isMatchKind(matchType) ? matchType : 'both',
    hideSetAside: own.get('hide_set_aside') === '1',
    page: /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_URL_PAGE ? Number(page) : 1,
  };
}

/** Writes the capacity search as `capacity_` entries, in a stable order, defaults (and anything invalid) left out. */
export function capacitySearchToUrl(search: CapacitySearch): URLSearchParams {
  const own = new URLSearchParams();
  const { originDeadhead, destinationDeadhead, matchType, hideSetAside, page } = search;
  if (inRange(originDeadhead) && originDeadhead !== CAPACITY_DEADHEAD.default)
    own.set('origin_deadhead', String(originDeadhead));
  if (inRange(destinationDeadhead) && destinationDeadhead !== CAPACITY_DEADHEAD.default)
    own.set('destination_deadhead', String(destinationDeadhead));
  if (isMatchKind(matchType)) own.set('match_type', matchType);
  if (hideSetAside) own.set('hide_set_aside', '1');
  if (Number.isInteger(page) && page > 1 && page <= MAX_URL_PAGE) own.set('page', String(page));
  return withNestedQuery(PREFIX, new URLSearchParams(), own);
}

/** The query of `matchCarriersForLoad`: only what differs from the contract's defaults, then the page, 20 a page. */
export interface CapacityMatchParams {
  origin_deadhead?: number;
  destination_deadhead?: number;
  match_type?: CapacityMatchKind;
  hide_dispositioned?: true;
  page: number;
  per_page: number;
}

/** The request's parameters for a search (read back through the URL's rules, so never out of range). */
export function capacityMatchParams(search: CapacitySearch): CapacityMatchParams {
  const valid = capacitySearchFromUrl(capacitySearchToUrl(search));
  return {
    ...(valid.originDeadhead !== CAPACITY_DEADHEAD.default ? { origin_deadhead: valid.originDeadhead } : {}),
    ...(valid.destinationDeadhead !== CAPACITY_DEADHEAD.default
      ? { destination_deadhead: valid.destinationDeadhead }
      : {}),
    ...(valid.matchType !== 'both' ? { match_type: valid.matchType } : {}),
    ...(valid.hideSetAside ? { hide_dispositioned: true as const } : {}),
    page: valid.page,
    per_page: CAPACITY_PAGE_SIZE,
  };
}

/** The search with a change to its parameters: any change goes back to page 1. */
export function changedCapacitySearch(
  search: CapacitySearch,
  patch: Partial<Omit<CapacitySearch, 'page'>>,
): CapacitySearch {
  return { ...search, ...patch, page: 1 };
}

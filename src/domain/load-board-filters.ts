import { DEFAULT_DEADHEAD_MILES, PAGE_SIZE } from './constants';
import type { EquipmentType } from './equipment';
import type { PostingAge } from './posting-age';

export const LOAD_BOARD_VIEWS = ['all', 'posted', 'unposted'] as const;
export type LoadBoardView = (typeof LOAD_BOARD_VIEWS)[number];
export const CERTIFICATIONS = ['hazmat', 'tanker', 'none'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** Load board sort options and the field and direction each sorts by. */
export const LOAD_BOARD_SORTS = {
  price_asc: 'min_rate asc',
  price_desc: 'min_rate desc',
  posting_asc: 'last_posted_at asc',
  posting_desc: 'last_posted_at desc',
  rpm: 'rate_per_mile desc',
  distance_asc: 'miles_from_origin asc',
  distance_desc: 'miles_from_origin desc',
  pickup_asc: 'pickup_time asc',
  pickup_desc: 'pickup_time desc',
  dropoff_asc: 'dropoff_time asc',
  dropoff_desc: 'dropoff_time desc',
} as const;
export type LoadBoardSort = keyof typeof LOAD_BOARD_SORTS;

/** A sort option as a column and a direction (`rpm` sorts highest first only). */
export function loadBoardSortParts(sort: LoadBoardSort): { key: string; direction: 'asc' | 'desc' } {
  if (sort === 'rpm') return { key: 'rpm', direction: 'desc' };
  const [key = sort, direction] = sort.split('_');
  return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** The sort option of a column and a direction, or null when the column does not sort that way. */
export function loadBoardSortOf(key: string, direction: 'asc' | 'desc'): LoadBoardSort | null {
  if (key === 'rpm') return 'rpm';
  const sort = `${key}_${direction}`;
  return sort in LOAD_BOARD_SORTS ? (sort as LoadBoardSort) : null;
}

/** The sort a search without a chosen one sends: soonest pickup first. */
export const DEFAULT_LOAD_BOARD_SORT: LoadBoardSort = 'pickup_asc';

/**
 * The load board filters as the form (and local storage) hold them; dates are YYYY-MM-DD. The
 * origin and destination names are the places the broker picked, shown in the fields; only the
 * area ids are sent.
 */
export interface LoadBoardFilters {
  view: LoadBoardView;
  my_loads: boolean;
  load_id: number | null;
  equipment: EquipmentType[];
  trailer: string | null;
  min_rate: number | null;
  weight: number | null;
  trailer_length: number | null;
  origin_area_id: number | null;
  origin_name: string | null;
  destination_area_id: number | null;
  destination_name: string | null;
  origin_deadhead: number | null;
  destination_deadhead: number | null;
  /** Miles around either area, where the two are not given apart (monitoring §3 `deadhead`). */
  deadhead: number | null;
  pickup_start: string | null;
  pickup_end: string | null;
  dropoff_start: string | null;
  dropoff_end: string | null;
  posting: PostingAge | null;
  certifications: Certification[];
  sort: LoadBoardSort | null;
  company_id: number | null;
  team: number | null;
}

/** A fresh load board search. */
export const DEFAULT_LOAD_BOARD_FILTERS: LoadBoardFilters = {
  view: 'all',
  my_loads: false,
  load_id: null,
  equipment: [],
  trailer: null,
  min_rate: null,
  weight: null,
  trailer_length: null,
  origin_area_id: null,
  origin_name: null,
  destination_area_id: null,
  destination_name: null,
  origin_deadhead: null,
  destination_deadhead: null,
  deadhead: null,
  pickup_start: null,
  pickup_end: null,
  dropoff_start: null,
  dropoff_end: null,
  posting: null,
  certifications: [],
  sort: null,
  company_id: null,
  team: null,
};

export type LoadBoardQuery = Record<string, string | number | boolean | string[]>;

/**
 * Certification requirements as the search sends them (the fields a load carries): hazmat → hazmat
 * required, tanker → tanker required; none → neither required (both false), whatever else is chosen.
 * Nothing chosen filters on neither.
 */
export function certificationRequirements(certifications: readonly Certification[]): {
  hazmat_required?: boolean;
  tanker_required?: boolean;
} {
  if (certifications.includes('none')) return { hazmat_required: false, tanker_required: false };
  return {
    ...(certifications.includes('hazmat') ? { hazmat_required: true } : {}),
    ...(certifications.includes('tanker') ? { tanker_required: true } : {}),
  };
}

/**
 * The certifications after the broker ticked or unticked one: "none" excludes hazmat and tanker,
 * and either of those excludes "none", so the filter never asks for both at once.
 */
export function chooseCertifications(
  before: readonly Certification[],
  chosen: readonly Certification[],
): Certification[] {
  const added = chosen.find((c) => !before.includes(c));
  if (added === 'none') return ['none'];
  return CERTIFICATIONS.filter((c) => chosen.includes(c) && (added === undefined || c !== 'none'));
}

const PASS_THROUGH = ['load_id', 'trailer', 'min_rate', 'trailer_length', 'company_id', 'team'] as const;

/**
 * The loads/broker_search body (monitoring §5). Status is always available; a weight carries the
 * lbs unit; an area without its own deadhead gets the general deadhead (sent as well), else 50
 * miles; the pickup starts `today` (the broker's calendar day) unless a start was chosen, and a
 * chosen start date without an end ends the same day; a sort is always sent (soonest pickup first
 * by default). Null and empty fields are left out.
 */
export function loadBoardSearchRequest(
  filters: LoadBoardFilters,
  today: string,
  page = 1,
): { q: LoadBoardQuery; page: number; per_page: number } {
  const q: LoadBoardQuery = { view: filters.view, status: 'available' };
  if (filters.my_loads) q.my_loads = true;
  for (const key of PASS_THROUGH) {
    const value = filters[key];
    if (value !== null) q[key] = value;
  }
  if (filters.equipment.length > 0) q.equipment = [...filters.equipment];
  if (filters.weight !== null) {
    q.weight = filters.weight;
    q.weight_unit = 'lbs';
  }
  for (const side of ['origin', 'destination'] as const) {
    const area = filters[`${side}_area_id`];
    const deadhead =
      filters[`${side}_deadhead`] ?? (area !== null ? (filters.deadhead ?? DEFAULT_DEADHEAD_MILES) : null);
    if (area !== null) q[`${side}_area_id`] = area;
    if (deadhead !== null) q[`${side}_deadhead`] = deadhead;
  }
  if (filters.deadhead !== null) q.deadhead = filters.deadhead;
  Object.assign(q, dateWindow('pickup', filters.pickup_start ?? today, filters.pickup_end, filters.pickup_start));
  Object.assign(q, dateWindow('dropoff', filters.dropoff_start, filters.dropoff_end, filters.dropoff_start));
  if (filters.posting !== null) q.posting = filters.posting;
  Object.assign(q, certificationRequirements(filters.certifications));
  q.sort = filters.sort ?? DEFAULT_LOAD_BOARD_SORT;
  return { q, page, per_page: PAGE_SIZE };
}

/** A date window: a start the broker chose without an end is that one day; a default start has no end. */
function dateWindow(
  name: 'pickup' | 'dropoff',
  start: string | null,
  end: string | null,
  chosenStart: string | null,
): Record<string, string> {
  const window: Record<string, string> = {};
  if (start !== null) window[`${name}_start`] = start;
  const upper = end ?? chosenStart;
  if (upper !== null) window[`${name}_end`] = upper;
  return window;
}

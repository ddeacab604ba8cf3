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

/** The Ransack sort param (`field direction`) of a load board sort option. */
export function loadBoardSortParam(sort: LoadBoardSort): string {
  return LOAD_BOARD_SORTS[sort];
}

/** The load board filters as the form (and local storage) hold them; dates are YYYY-MM-DD. */
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
  destination_area_id: number | null;
  origin_deadhead: number | null;
  destination_deadhead: number | null;
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
  destination_area_id: null,
  origin_deadhead: null,
  destination_deadhead: null,
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

/** Certification requirements: hazmat → hazmat required, tanker → tanker required; none clears both. */
export function certificationRequirements(certifications: readonly Certification[]): {
  hazmat_required?: true;
  tanker_required?: true;
} {
  if (certifications.includes('none')) return {};
  return {
    ...(certifications.includes('hazmat') ? { hazmat_required: true as const } : {}),
    ...(certifications.includes('tanker') ? { tanker_required: true as const } : {}),
  };
}

const PASS_THROUGH = ['load_id', 'trailer', 'min_rate', 'trailer_length', 'company_id', 'team'] as const;

/**
 * The loads/broker_search body (monitoring §5). Status is always available; a weight carries the
 * lbs unit; an area without its deadhead gets 50 miles; pickup start defaults to `today`; a start
 * date without an end ends the same day. Null and empty fields are left out.
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
    const deadhead = filters[`${side}_deadhead`] ?? (area !== null ? DEFAULT_DEADHEAD_MILES : null);
    if (area !== null) q[`${side}_area_id`] = area;
    if (deadhead !== null) q[`${side}_deadhead`] = deadhead;
  }
  const pickupStart = filters.pickup_start ?? today;
  q.pickup_start = pickupStart;
  q.pickup_end = filters.pickup_end ?? pickupStart;
  if (filters.dropoff_start !== null) {
    q.dropoff_start = filters.dropoff_start;
    q.dropoff_end = filters.dropoff_end ?? filters.dropoff_start;
  } else if (filters.dropoff_end !== null) {
    q.dropoff_end = filters.dropoff_end;
  }
  if (filters.posting !== null) q.posting = filters.posting;
  Object.assign(q, certificationRequirements(filters.certifications));
  if (filters.sort !== null) q.sort = filters.sort;
  return { q, page, per_page: PAGE_SIZE };
}

/**
 * Vehicle Search and Vehicle Show: the list's URL state and query, a whole VIN typed into the search,
 * the window of a vehicle's positions on its map, and how late a raw position reached the server.
 */
import { DAY_MS, PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { isOneOf, withPaging, type PageParams } from './query-params';

/** Vehicle types and where a vehicle's record was last seen (the contract's enums). */
export const VEHICLE_TYPES = ['power_unit', 'trailer'] as const;
export const VEHICLE_RECORD_SOURCES = [
  'eld',
  'insurance_certificate',
  'inspection',
  'crash',
  'carrier_upload',
] as const;
/** Sorts of the vehicle search: last seen first (the spec's date descending), oldest first, newest record first. */
export const VEHICLE_SORTS = ['date desc', 'date asc', 'id desc'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
/** A VIN: 17 letters and digits, without I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The Vehicle Search's URL fields: one list (no tabs), sort, page and its filters. */
export const VEHICLES_LIST: ListSpec<
  'all',
  {
    vin: { kind: 'text'; maxLength: number };
    unit: { kind: 'text'; maxLength: number };
    carrier: { kind: 'text'; maxLength: number };
    carrier_id: { kind: 'id' };
    type: { kind: 'enumList'; values: readonly string[] };
    source: { kind: 'enumList'; values: readonly string[] };
    since: { kind: 'date' };
  }
> = {
  tabs: ['all'],
  sorts: VEHICLE_SORTS,
  filters: {
    // Room for a VIN pasted with spaces or dashes; it is read without them.
    vin: { kind: 'text', maxLength: 40 },
    unit: { kind: 'text', maxLength: 50 },
    carrier: { kind: 'text', maxLength: 200 },
    carrier_id: { kind: 'id' },
    type: { kind: 'enumList', values: VEHICLE_TYPES },
    source: { kind: 'enumList', values: VEHICLE_RECORD_SOURCES },
    since: { kind: 'date' },
  },
};
export type VehiclesListState = ListState<'all', (typeof VEHICLES_LIST)['filters']>;

/** The carrier_vehicles call's parameters (GET carrier_vehicles), as vehiclesListQuery builds them. */
export interface VehiclesListQuery extends PageParams {
  'q[s]': VehicleSort;
  'q[vin_cont]'?: string;
  'q[unit_number_cont]'?: string;
  'q[carrier_legal_name_cont]'?: string;
  'q[carrier_id_eq]'?: number;
  'q[is_type_eq]'?: (typeof VEHICLE_TYPES)[number];
  'q[source_eq]'?: (typeof VEHICLE_RECORD_SOURCES)[number];
  'q[date_gteq]'?: string;
}

/** What is typed into the VIN filter, as a VIN is written: upper case, without spaces or dashes. */
export const normalizeVin = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** The VIN typed, when it is a whole one (the search then opens that vehicle), else null. */
export function wholeVin(typed: string): string | null {
  const vin = normalizeVin(typed);
  return VIN_PATTERN.test(vin) ? vin : null;
}

/**
 * The carrier_vehicles call of a search: part of a VIN (not a whole one, which is looked up by VIN
 * instead), unit number, carrier by name or id, one type, one source, seen since, the sort (date
 * descending by default), page and 50 a page.
 */
export function vehiclesListQuery(state: VehiclesListState): VehiclesListQuery {
  const { vin, unit, carrier, carrier_id: carrierId, type, source, since } = state.filters;
  const query: Omit<VehiclesListQuery, keyof PageParams> = {
    'q[s]': VEHICLE_SORTS.find((s) => s === state.sort) ?? 'date desc',
  };
  const partialVin = normalizeVin(vin);
  if (partialVin) query['q[vin_cont]'] = partialVin.slice(0, 17);
  if (unit) query['q[unit_number_cont]'] = unit;
  if (carrier) query['q[carrier_legal_name_cont]'] = carrier;
  if (carrierId !== null) query['q[carrier_id_eq]'] = carrierId;
  // The call takes one type and one source; the screen offers one of each.
  const [oneType] = type;
  const [oneSource] = source;
  if (type.length === 1 && isOneOf(VEHICLE_TYPES)(oneType)) query['q[is_type_eq]'] = oneType;
  if (source.length === 1 && isOneOf(VEHICLE_RECORD_SOURCES)(oneSource)) query['q[source_eq]'] = oneSource;
  if (since) query['q[date_gteq]'] = since;
  return withPaging(query, state.page, PAGE_SIZE);
}

/** Days a vehicle's map shows before the day it was last seen, and the longest window a broker may ask. */
export const POSITIONS_DAYS_BEFORE = 2;
export const POSITIONS_MAX_DAYS = 31;

const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days of a vehicle's positions on its map: as asked (from, to), else from two days before the
 * day it was last seen to that day. A reversed window is put right; one longer than 31 days keeps
 * its end and starts 31 days before it.
 */
export function positionsWindow(
  lastSeen: string,
  from?: string | null,
  to?: string | null,
): { from: string; to: string } {
  let end = isDay(to) ? to : isDay(lastSeen) ? lastSeen : isDay(from) ? from : '1970-01-01';
  let start = isDay(from) ? from : addDays(end, -POSITIONS_DAYS_BEFORE);
  if (start > end) [start, end] = [end, start];
  if (Date.parse(end) - Date.parse(start) > POSITIONS_MAX_DAYS * DAY_MS) start = addDays(end, -POSITIONS_MAX_DAYS);
  return { from: start, to: end };
}

/** Minutes after which a position reached the server late (support's raw positions mark it). */
export const LATE_POSITION_MINUTES = 15;

/** How many whole minutes after it was recorded a position reached the server (never below 0), or null when unreadable. */
export function receiveDelayMinutes(position: { recorded_at: string; received_at: string }): number | null {
  const recorded = Date.parse(position.recorded_at);
  const received = Date.parse(position.received_at);
  if (Number.isNaN(recorded) || Number.isNaN(received)) return null;
  return Math.max(0, Math.floor((received - recorded) / 60_000));
}

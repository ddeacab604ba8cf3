import {
  AUTHORITY_TYPES,
  DEFAULT_CARRIER_SEARCH_FILTERS as DEFAULTS,
  SAFETY_RATINGS,
  SPECIALIZATIONS,
  VEHICLE_SOURCES,
  type CarrierSearchFilters,
  type Range,
} from './carrier-search-filters';
import {
  AUTHORITY_AGE_MAX,
  AUTHORITY_AGE_MIN,
  COVERAGE_SLIDER_STOPS,
  LIABILITY_MAX,
  LIABILITY_STEP,
  VEHICLE_RANGE_MAX,
} from './constants';
import { EQUIPMENT_TYPES } from './equipment';

type RangeField =
  'fleetSize' | 'straightBoxTrucks' | 'cargoVans' | 'authorityAgeMonths' | 'generalLiability' | 'autoLiability';
type FlagField = 'onlyMyCarriers' | 'hideMyCarriers' | 'onlyCarrierAuthority' | 'onlyEldConnected';
type NumberField = 'originMiles' | 'destinationMiles' | 'vehicleDays';
type ListField =
  'equipment' | 'safetyRatings' | 'authorityTypes' | 'verifiedSpecializations' | 'providedSpecializations';

// URL keys of each field; a field at its default is left out of the URL.
const RANGES: [RangeField, string, number, number, number][] = [
  ['fleetSize', 'fleet', 0, VEHICLE_RANGE_MAX, 1],
  ['straightBoxTrucks', 'box_trucks', 0, VEHICLE_RANGE_MAX, 1],
  ['cargoVans', 'cargo_vans', 0, VEHICLE_RANGE_MAX, 1],
  ['authorityAgeMonths', 'authority_age', AUTHORITY_AGE_MIN, AUTHORITY_AGE_MAX, 1],
  ['generalLiability', 'general_liability', 0, LIABILITY_MAX, LIABILITY_STEP],
  ['autoLiability', 'auto_liability', 0, LIABILITY_MAX, LIABILITY_STEP],
];
const FLAGS: [FlagField, string][] = [
  ['onlyMyCarriers', 'only_mine'],
  ['hideMyCarriers', 'hide_mine'],
  ['onlyCarrierAuthority', 'only_authority'],
  ['onlyEldConnected', 'only_eld'],
];
const NUMBERS: [NumberField, string][] = [
  ['originMiles', 'origin_miles'],
  ['destinationMiles', 'destination_miles'],
  ['vehicleDays', 'days'],
];
const LISTS: [ListField, string, readonly string[]][] = [
  ['equipment', 'equipment', EQUIPMENT_TYPES],
  ['safetyRatings', 'safety_ratings', SAFETY_RATINGS],
  ['authorityTypes', 'authority', AUTHORITY_TYPES],
  ['verifiedSpecializations', 'verified', SPECIALIZATIONS],
  ['providedSpecializations', 'provided', SPECIALIZATIONS],
];
const STATE = /^[A-Z]{2}$/;

/** Every URL key the filters use, so a screen can tell its own keys from the filters'. */
export const FILTER_URL_KEYS: readonly string[] = [
  ...RANGES.flatMap(([, key]) => [`${key}_min`, `${key}_max`]),
  ...FLAGS.map(([, key]) => key),
  ...NUMBERS.map(([, key]) => key),
  ...LISTS.map(([, key]) => key),
  'equipment_min',
  'equipment_share',
  'safety_rating',
  'source',
  'cargo',
  'classifications',
  'state',
  'lanes',
];

/** Carrier search filters → a string record for the URL query (URLSearchParams-compatible); defaults are left out. */
export function filtersToUrlParams(filters: CarrierSearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [field, key] of RANGES) {
    if (filters[field].min !== DEFAULTS[field].min) params[`${key}_min`] = String(filters[field].min);
    if (filters[field].max !== DEFAULTS[field].max) params[`${key}_max`] = String(filters[field].max);
  }
  for (const [field, key] of FLAGS) if (filters[field]) params[key] = '1';
  for (const [field, key] of NUMBERS) {
    const value = filters[field];
    if (value !== null) params[key] = String(value);
  }
  for (const [field, key] of LISTS) if (filters[field].length > 0) params[key] = filters[field].join(',');
  if (filters.equipmentMin !== DEFAULTS.equipmentMin) params.equipment_min = String(filters.equipmentMin);
  // The share as a whole percentage: 0.5 is "50".
  if (filters.equipmentShare !== DEFAULTS.equipmentShare)
    params.equipment_share = String(Math.round(filters.equipmentShare * 100));
  if (!filters.showSafetyRating) params.safety_rating = '0';
  if (filters.source !== null) params.source = filters.source;
  if (filters.cargoCoverage !== DEFAULTS.cargoCoverage) params.cargo = String(filters.cargoCoverage);
  if (filters.classificationIds.length > 0) params.classifications = filters.classificationIds.join(',');
  if (filters.state !== null) params.state = filters.state;
  if (filters.lanePreferences.length > 0) params.lanes = filters.lanePreferences.join(',');
  return params;
}

function integerIn(raw: string | undefined, min: number, max: number, step: number): number | undefined {
  if (!/^-?\d{1,9}$/.test(String(raw))) return undefined;
  const value = Number(raw);
  return value >= min && value <= max && value % step === 0 ? value : undefined;
}

function listOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T[] {
  if (raw === undefined) return [];
  return [...new Set(raw.split(',').filter((item): item is T => (allowed as readonly string[]).includes(item)))];
}

function rangeFrom(params: Record<string, string>, key: string, fallback: Range, bounds: [number, number, number]) {
  const [min, max, step] = bounds;
  return {
    min: integerIn(params[`${key}_min`], min, max, step) ?? fallback.min,
    max: integerIn(params[`${key}_max`], min, max, step) ?? fallback.max,
  };
}

/** A URL query string record → carrier search filters; unknown or invalid values fall back to the defaults. */
export function filtersFromUrlParams(params: Record<string, string>): CarrierSearchFilters {
  const filters: CarrierSearchFilters = { ...DEFAULTS };
  for (const [field, key, min, max, step] of RANGES) {
    filters[field] = rangeFrom(params, key, DEFAULTS[field], [min, max, step]);
  }
  for (const [field, key] of FLAGS) filters[field] = params[key] === '1';
  for (const [field, key] of NUMBERS) {
    const raw = params[key];
    const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    filters[field] = Number.isFinite(value) ? value : null;
  }
  filters.equipment = listOf(params.equipment, EQUIPMENT_TYPES);
  filters.safetyRatings = listOf(params.safety_ratings, SAFETY_RATINGS);
  filters.authorityTypes = listOf(params.authority, AUTHORITY_TYPES);
  filters.verifiedSpecializations = listOf(params.verified, SPECIALIZATIONS);
  filters.providedSpecializations = listOf(params.provided, SPECIALIZATIONS);
  filters.equipmentMin = integerIn(params.equipment_min, 0, VEHICLE_RANGE_MAX, 1) ?? DEFAULTS.equipmentMin;
  const share = integerIn(params.equipment_share, 0, 100, 1);
  filters.equipmentShare = share === undefined ? DEFAULTS.equipmentShare : share / 100;
  filters.showSafetyRating = params.safety_rating !== '0';
  filters.source = VEHICLE_SOURCES.find((source) => source === params.source) ?? null;
  // The slider stops are the multiples of 50 from 0 to 250.
  filters.cargoCoverage = integerIn(params.cargo, 0, COVERAGE_SLIDER_STOPS.at(-1) ?? 0, 50) ?? DEFAULTS.cargoCoverage;
  const ids = (params.classifications ?? '').split(',').filter((id) => /^[1-9]\d{0,8}$/.test(id));
  filters.classificationIds = [...new Set(ids.map(Number))];
  filters.state = params.state !== undefined && STATE.test(params.state) ? params.state : null;
  filters.lanePreferences = [...new Set((params.lanes ?? '').split(',').filter((s) => STATE.test(s)))];
  return filters;
}

import {
  AUTHORITY_AGE_MAX,
  AUTHORITY_AGE_MIN,
  EQUIPMENT_MIN_DEFAULT,
  LIABILITY_MAX,
  VEHICLE_RANGE_MAX,
} from './constants';
import { cargoCoverageForSlider, snapLiability } from './coverage';
import { isPowerUnitSelection, type EquipmentType } from './equipment';
import type { QueryParams } from './query-params';

/** An inclusive numeric range from a range slider. */
export interface Range {
  min: number;
  max: number;
}

/** The carrier search screen's filters as the form holds them. */
export interface CarrierSearchFilters {
  fleetSize: Range;
  straightBoxTrucks: Range;
  cargoVans: Range;
  authorityAgeMonths: Range;
  equipment: EquipmentType[];
  equipmentMin: number;
  onlyMyCarriers: boolean;
  hideMyCarriers: boolean;
  onlyCarrierAuthority: boolean;
  showSafetyRating: boolean;
  onlyEldConnected: boolean;
  safetyRatings: SafetyRating[];
  source: VehicleSource | null;
  /** Slider position 0–250; see cargoCoverageForSlider. */
  cargoCoverage: number;
  generalLiability: Range;
  autoLiability: Range;
  originMiles: number | null;
  destinationMiles: number | null;
  time: number | null;
}

export const SAFETY_RATINGS = ['satisfactory', 'conditional', 'unsatisfactory', 'unrated'] as const;
export type SafetyRating = (typeof SAFETY_RATINGS)[number];
export const VEHICLE_SOURCES = ['eld', 'inspection', 'insurance_certificate', 'no_insurance_certificate'] as const;
export type VehicleSource = (typeof VEHICLE_SOURCES)[number];

/** The filters of a fresh search: every range at its unbounded ends, safety rating shown. */
export const DEFAULT_CARRIER_SEARCH_FILTERS: CarrierSearchFilters = {
  fleetSize: { min: 0, max: VEHICLE_RANGE_MAX },
  straightBoxTrucks: { min: 0, max: VEHICLE_RANGE_MAX },
  cargoVans: { min: 0, max: VEHICLE_RANGE_MAX },
  authorityAgeMonths: { min: AUTHORITY_AGE_MIN, max: AUTHORITY_AGE_MAX },
  equipment: [],
  equipmentMin: EQUIPMENT_MIN_DEFAULT,
  onlyMyCarriers: false,
  hideMyCarriers: false,
  onlyCarrierAuthority: false,
  showSafetyRating: true,
  onlyEldConnected: false,
  safetyRatings: [],
  source: null,
  cargoCoverage: 0,
  generalLiability: { min: 0, max: LIABILITY_MAX },
  autoLiability: { min: 0, max: LIABILITY_MAX },
  originMiles: null,
  destinationMiles: null,
  time: null,
};

function rangeParams(field: string, range: Range, floor: number, ceiling: number): QueryParams {
  const params: QueryParams = {};
  if (range.min > floor) params[`q[${field}_gteq]`] = String(range.min);
  if (range.max < ceiling) params[`q[${field}_lteq]`] = String(range.max);
  return params;
}

function distanceParam(key: string, value: number | null): QueryParams {
  return value !== null && value >= 0 && Number.isFinite(value) ? { [key]: String(value) } : {};
}

function liabilityParams(field: string, range: Range): QueryParams {
  const snapped = { min: snapLiability(range.min), max: snapLiability(range.max) };
  return rangeParams(field, snapped, 0, LIABILITY_MAX);
}

/**
 * Carrier search filters → query params (carrier-portal §5). Defaults and sentinels are left out: a
 * max of 1000 (fleet, box trucks, vans) or 24 (authority age) is unbounded, as are a min of 0 (1 for
 * authority age, 1 for equipment count) and liability 0 / 5M. Keys: `q[power_units_*]`,
 * `q[straight_box_trucks_*]`, `q[cargo_vans_*]`, `q[authority_age_months_*]`, `q[vehicles_count_gteq]`,
 * `q[vehicles_power_unit_type_in][]` or `q[vehicles_is_type_in][]`, `q[vehicles_source_(not_)in][]`,
 * `q[subscribed_eq]`, `q[has_carrier_authority_eq]`, `q[eld_connected_eq]`, `q[safety_rating_in][]`,
 * `q[cargo_coverage_gteq]`, `q[general_liability_*]`, `q[auto_liability_*]`, `q[origin_miles_lteq]`,
 * `q[destination_miles_lteq]`, `q[time_lteq]`, `show_safety_rating`.
 */
export function carrierFiltersToQuery(filters: CarrierSearchFilters): QueryParams {
  const query: QueryParams = {
    ...rangeParams('power_units', filters.fleetSize, 0, VEHICLE_RANGE_MAX),
    ...rangeParams('straight_box_trucks', filters.straightBoxTrucks, 0, VEHICLE_RANGE_MAX),
    ...rangeParams('cargo_vans', filters.cargoVans, 0, VEHICLE_RANGE_MAX),
    ...rangeParams('authority_age_months', filters.authorityAgeMonths, AUTHORITY_AGE_MIN, AUTHORITY_AGE_MAX),
    ...liabilityParams('general_liability', filters.generalLiability),
    ...liabilityParams('auto_liability', filters.autoLiability),
    ...distanceParam('q[origin_miles_lteq]', filters.originMiles),
    ...distanceParam('q[destination_miles_lteq]', filters.destinationMiles),
    ...distanceParam('q[time_lteq]', filters.time),
  };
  if (filters.equipment.length > 0) {
    const key = isPowerUnitSelection(filters.equipment)
      ? 'q[vehicles_power_unit_type_in][]'
      : 'q[vehicles_is_type_in][]';
    query[key] = [...filters.equipment];
  }
  if (filters.equipmentMin > EQUIPMENT_MIN_DEFAULT) query['q[vehicles_count_gteq]'] = String(filters.equipmentMin);
  if (filters.source === 'no_insurance_certificate') query['q[vehicles_source_not_in][]'] = ['insurance_certificate'];
  else if (filters.source !== null) query['q[vehicles_source_in][]'] = [filters.source];
  // "Only my carriers" wins when both switches are on: hiding them too would return nothing.
  if (filters.onlyMyCarriers) query['q[subscribed_eq]'] = 'true';
  else if (filters.hideMyCarriers) query['q[subscribed_eq]'] = 'false';
  if (filters.onlyCarrierAuthority) query['q[has_carrier_authority_eq]'] = 'true';
  if (filters.onlyEldConnected) query['q[eld_connected_eq]'] = 'true';
  if (!filters.showSafetyRating) query.show_safety_rating = 'false';
  if (filters.safetyRatings.length > 0) query['q[safety_rating_in][]'] = [...filters.safetyRatings];
  const coverage = cargoCoverageForSlider(filters.cargoCoverage);
  if (coverage > 0) query['q[cargo_coverage_gteq]'] = String(coverage);
  return query;
}

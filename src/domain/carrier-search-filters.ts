import {
  AUTHORITY_AGE_MAX,
  AUTHORITY_AGE_MIN,
  EQUIPMENT_MIN_DEFAULT,
  EQUIPMENT_SHARE_PERCENTAGE_DEFAULT,
  LIABILITY_MAX,
  VEHICLE_RANGE_MAX,
} from './constants';
import { cargoCoverageForSlider, snapLiability } from './coverage';
import { isPowerUnitSelection, type EquipmentType } from './equipment';

/** An inclusive numeric range from a range slider. */
export interface Range {
  min: number;
  max: number;
}

export const SAFETY_RATINGS = ['satisfactory', 'conditional', 'unsatisfactory', 'unrated'] as const;
export type SafetyRating = (typeof SAFETY_RATINGS)[number];
/** Where the vehicles counted come from; `no_insurance_certificate` means any source but a certificate. */
export const VEHICLE_SOURCES = ['eld', 'inspection', 'insurance_certificate', 'no_insurance_certificate'] as const;
export type VehicleSource = (typeof VEHICLE_SOURCES)[number];
export const AUTHORITY_TYPES = ['common', 'contract', 'broker'] as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[number];
/** What a carrier is equipped or certified for (the contract's CarrierSpecialization). */
export const SPECIALIZATIONS = [
  'hazmat',
  'team_drivers',
  'twic',
  'tsa',
  'ctpat',
  'smartway',
  'food_grade',
  'high_value',
  'temperature_controlled',
  'oversize',
  'bonded',
  'expedited',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];
/** "Vehicle range in time": count only vehicles seen within this many days. */
export const VEHICLE_DAYS_CHOICES = [30, 90, 180, 365, 730] as const;

/** The carrier search screen's filters as the form holds them (carrier-portal §2). */
export interface CarrierSearchFilters {
  fleetSize: Range;
  straightBoxTrucks: Range;
  cargoVans: Range;
  authorityAgeMonths: Range;
  authorityTypes: AuthorityType[];
  equipment: EquipmentType[];
  /** How many vehicles of the chosen equipment (default 1), and their share of the fleet (default 0.5). */
  equipmentMin: number;
  equipmentShare: number;
  onlyMyCarriers: boolean;
  hideMyCarriers: boolean;
  onlyCarrierAuthority: boolean;
  showSafetyRating: boolean;
  onlyEldConnected: boolean;
  safetyRatings: SafetyRating[];
  verifiedSpecializations: Specialization[];
  providedSpecializations: Specialization[];
  classificationIds: number[];
  /** Two-letter state or province of the carrier's address. */
  state: string | null;
  /** States or provinces the carrier prefers to run. */
  lanePreferences: string[];
  source: VehicleSource | null;
  /** Slider position 0–250; see cargoCoverageForSlider. */
  cargoCoverage: number;
  generalLiability: Range;
  autoLiability: Range;
  /** Vehicle range in time, in days. */
  vehicleDays: number | null;
  originMiles: number | null;
  destinationMiles: number | null;
}

/** The filters of a fresh search: every range at its unbounded ends, safety rating shown. */
export const DEFAULT_CARRIER_SEARCH_FILTERS: CarrierSearchFilters = {
  fleetSize: { min: 0, max: VEHICLE_RANGE_MAX },
  straightBoxTrucks: { min: 0, max: VEHICLE_RANGE_MAX },
  cargoVans: { min: 0, max: VEHICLE_RANGE_MAX },
  authorityAgeMonths: { min: AUTHORITY_AGE_MIN, max: AUTHORITY_AGE_MAX },
  authorityTypes: [],
  equipment: [],
  equipmentMin: EQUIPMENT_MIN_DEFAULT,
  equipmentShare: EQUIPMENT_SHARE_PERCENTAGE_DEFAULT,
  onlyMyCarriers: false,
  hideMyCarriers: false,
  onlyCarrierAuthority: false,
  showSafetyRating: true,
  onlyEldConnected: false,
  safetyRatings: [],
  verifiedSpecializations: [],
  providedSpecializations: [],
  classificationIds: [],
  state: null,
  lanePreferences: [],
  source: null,
  cargoCoverage: 0,
  generalLiability: { min: 0, max: LIABILITY_MAX },
  autoLiability: { min: 0, max: LIABILITY_MAX },
  vehicleDays: null,
  originMiles: null,
  destinationMiles: null,
};

/**
 * The filters as the API names them (the contract's CarrierSearchFilters): the lane search's `q`
 * body, the carrier search's `q[name]` query parameters, saved searches and filter sets.
 */
export interface CarrierSearchQ {
  power_units_gteq?: number;
  power_units_lteq?: number;
  straight_box_trucks_gteq?: number;
  straight_box_trucks_lteq?: number;
  cargo_vans_gteq?: number;
  cargo_vans_lteq?: number;
  authority_age_months_gteq?: number;
  authority_age_months_lteq?: number;
  authority_type_in?: AuthorityType[];
  subscribed_only?: boolean;
  hide_subscribed?: boolean;
  carrier_authority_only?: boolean;
  eld_connected_only?: boolean;
  show_safety_rating?: boolean;
  safety_rating_in?: SafetyRating[];
  equipment_types_in?: EquipmentType[];
  power_unit_types_in?: ('straight_box_trucks' | 'cargo_vans')[];
  equipment_count_gteq?: number;
  equipment_share_gteq?: number;
  verified_specializations_in?: Specialization[];
  provided_specializations_in?: Specialization[];
  classification_id_in?: number[];
  state_eq?: string;
  lane_preferences_in?: string[];
  cargo_coverage_gteq?: 0 | 100000 | 200000 | 250000 | 500000 | 1000000;
  general_liability_gteq?: number;
  general_liability_lteq?: number;
  auto_liability_gteq?: number;
  auto_liability_lteq?: number;
  source_in?: ('eld' | 'inspection' | 'insurance_certificate')[];
  source_not_in?: 'insurance_certificate'[];
  vehicles_seen_within_days?: number;
  origin_miles_lteq?: number;
  destination_miles_lteq?: number;
}

type RangeKey = 'power_units' | 'straight_box_trucks' | 'cargo_vans' | 'authority_age_months';
type LiabilityKey = 'general_liability' | 'auto_liability';

function range(q: CarrierSearchQ, key: RangeKey | LiabilityKey, value: Range, floor: number, ceiling: number) {
  if (value.min > floor) q[`${key}_gteq`] = value.min;
  if (value.max < ceiling) q[`${key}_lteq`] = value.max;
}

/** A miles or days value the search may send: ignored when empty, negative or not a number (§5). */
function usable(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value >= 0;
}

const nonEmpty = <T>(list: readonly T[]): T[] | undefined => (list.length > 0 ? [...list] : undefined);

/**
 * Carrier search filters → the API's filters (carrier-portal §5). Defaults and sentinels are left
 * out: a max of 1000 (fleet, box trucks, vans) or 24 (authority age) is unbounded, as are a min of 0
 * (1 month of authority), liability 0–5M, cargo coverage 0, the equipment count 1 and share 0.5 (sent
 * only with equipment chosen), and safety rating shown. Box trucks and vans alone are power unit
 * types, any other choice equipment types. "Only my carriers" wins over "hide my carriers". Miles
 * and days that are empty or negative are ignored.
 */
export function carrierFiltersToQ(filters: CarrierSearchFilters): CarrierSearchQ {
  const q: CarrierSearchQ = {};
  range(q, 'power_units', filters.fleetSize, 0, VEHICLE_RANGE_MAX);
  range(q, 'straight_box_trucks', filters.straightBoxTrucks, 0, VEHICLE_RANGE_MAX);
  range(q, 'cargo_vans', filters.cargoVans, 0, VEHICLE_RANGE_MAX);
  range(q, 'authority_age_months', filters.authorityAgeMonths, AUTHORITY_AGE_MIN, AUTHORITY_AGE_MAX);
  q.authority_type_in = nonEmpty(filters.authorityTypes);
  if (filters.onlyMyCarriers) q.subscribed_only = true;
  else if (filters.hideMyCarriers) q.hide_subscribed = true;
  if (filters.onlyCarrierAuthority) q.carrier_authority_only = true;
  if (filters.onlyEldConnected) q.eld_connected_only = true;
  if (!filters.showSafetyRating) q.show_safety_rating = false;
  q.safety_rating_in = nonEmpty(filters.safetyRatings);
  if (filters.equipment.length > 0) {
    if (isPowerUnitSelection(filters.equipment))
      q.power_unit_types_in = filters.equipment as ('straight_box_trucks' | 'cargo_vans')[];
    else q.equipment_types_in = [...filters.equipment];
    if (filters.equipmentMin > EQUIPMENT_MIN_DEFAULT) q.equipment_count_gteq = filters.equipmentMin;
    if (filters.equipmentShare !== EQUIPMENT_SHARE_PERCENTAGE_DEFAULT) q.equipment_share_gteq = filters.equipmentShare;
  }
  q.verified_specializations_in = nonEmpty(filters.verifiedSpecializations);
  q.provided_specializations_in = nonEmpty(filters.providedSpecializations);
  q.classification_id_in = nonEmpty(filters.classificationIds);
  if (filters.state !== null) q.state_eq = filters.state;
  q.lane_preferences_in = nonEmpty(filters.lanePreferences);
  const coverage = cargoCoverageForSlider(filters.cargoCoverage) as NonNullable<CarrierSearchQ['cargo_coverage_gteq']>;
  if (coverage > 0) q.cargo_coverage_gteq = coverage;
  for (const key of ['general_liability', 'auto_liability'] as const) {
    const value = key === 'general_liability' ? filters.generalLiability : filters.autoLiability;
    range(q, key, { min: snapLiability(value.min), max: snapLiability(value.max) }, 0, LIABILITY_MAX);
  }
  if (filters.source === 'no_insurance_certificate') q.source_not_in = ['insurance_certificate'];
  else if (filters.source !== null) q.source_in = [filters.source];
  if (usable(filters.vehicleDays) && filters.vehicleDays >= 1) q.vehicles_seen_within_days = filters.vehicleDays;
  if (usable(filters.originMiles)) q.origin_miles_lteq = filters.originMiles;
  if (usable(filters.destinationMiles)) q.destination_miles_lteq = filters.destinationMiles;
  return Object.fromEntries(Object.entries(q).filter(([, value]) => value !== undefined)) as CarrierSearchQ;
}

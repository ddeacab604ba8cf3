import {
  AUTHORITY_TYPES,
  DEFAULT_CARRIER_SEARCH_FILTERS as DEFAULTS,
  SAFETY_RATINGS,
  SPECIALIZATIONS,
  type CarrierSearchFilters,
  type CarrierSearchQ,
  type Range,
} from './carrier-search-filters';
import { AUTHORITY_AGE_MAX, AUTHORITY_AGE_MIN, LIABILITY_MAX, VEHICLE_RANGE_MAX } from './constants';
import { sliderForCargoCoverage, snapLiability } from './coverage';
import { EQUIPMENT_TYPES } from './equipment';

/** The lane search's own filters: the carrier search has no such parameters. */
type LaneOnlyFilter = 'origin_miles_lteq' | 'destination_miles_lteq';
type CarrierFilter = Exclude<keyof CarrierSearchQ, LaneOnlyFilter>;
/** A filter's query parameter: `q[name]`, a list `q[name][]`. */
type ParamOf<K extends CarrierFilter> =
  NonNullable<CarrierSearchQ[K]> extends readonly unknown[] ? `q[${K}][]` : `q[${K}]`;
/** Every filter's parameter, each set or not (so a filter added to CarrierSearchQ must be added below). */
type EachFilterParam = { [K in CarrierFilter as ParamOf<K>]-?: CarrierSearchQ[K] };

/** The filters as the carrier search's query parameters (`listCarriers`), values as the API takes them. */
export type CarrierFilterParams = Partial<EachFilterParam>;

/** The parameters that are set: an unset one is not sent. */
function setOnly<T extends object>(params: T): Partial<T> {
  const set: Partial<T> = { ...params };
  for (const key in set) if (set[key] === undefined) delete set[key];
  return set;
}

/**
 * The API's filters as the carrier search's query string: `q[name]`, lists as `q[name][]` (the HTTP
 * layer repeats the name per value and writes numbers and booleans as text). The lane-only filters
 * are not among them.
 */
export function qToQueryParams(q: CarrierSearchQ): CarrierFilterParams {
  return setOnly<EachFilterParam>({
    'q[power_units_gteq]': q.power_units_gteq,
    'q[power_units_lteq]': q.power_units_lteq,
    'q[straight_box_trucks_gteq]': q.straight_box_trucks_gteq,
    'q[straight_box_trucks_lteq]': q.straight_box_trucks_lteq,
    'q[cargo_vans_gteq]': q.cargo_vans_gteq,
    'q[cargo_vans_lteq]': q.cargo_vans_lteq,
    'q[authority_age_months_gteq]': q.authority_age_months_gteq,
    'q[authority_age_months_lteq]': q.authority_age_months_lteq,
    'q[authority_type_in][]': q.authority_type_in,
    'q[subscribed_only]': q.subscribed_only,
    'q[hide_subscribed]': q.hide_subscribed,
    'q[carrier_authority_only]': q.carrier_authority_only,
    'q[eld_connected_only]': q.eld_connected_only,
    'q[show_safety_rating]': q.show_safety_rating,
    'q[safety_rating_in][]': q.safety_rating_in,
    'q[equipment_types_in][]': q.equipment_types_in,
    'q[power_unit_types_in][]': q.power_unit_types_in,
    'q[equipment_count_gteq]': q.equipment_count_gteq,
    'q[equipment_share_gteq]': q.equipment_share_gteq,
    'q[verified_specializations_in][]': q.verified_specializations_in,
    'q[provided_specializations_in][]': q.provided_specializations_in,
    'q[classification_id_in][]': q.classification_id_in,
    'q[state_eq]': q.state_eq,
    'q[lane_preferences_in][]': q.lane_preferences_in,
    'q[cargo_coverage_gteq]': q.cargo_coverage_gteq,
    'q[general_liability_gteq]': q.general_liability_gteq,
    'q[general_liability_lteq]': q.general_liability_lteq,
    'q[auto_liability_gteq]': q.auto_liability_gteq,
    'q[auto_liability_lteq]': q.auto_liability_lteq,
    'q[source_in][]': q.source_in,
    'q[source_not_in][]': q.source_not_in,
    'q[vehicles_seen_within_days]': q.vehicles_seen_within_days,
  });
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const wholeIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

function listOf<T extends string | number>(value: unknown, allowed?: readonly T[]): T[] {
  if (!Array.isArray(value)) return [];
  const kept = value.filter((item): item is T =>
    allowed
      ? (allowed as readonly unknown[]).includes(item)
      : typeof item === 'number' && Number.isInteger(item) && item > 0,
  );
  return [...new Set(kept)];
}

function rangeOf(q: Record<string, unknown>, key: string, fallback: Range, floor: number, ceiling: number): Range {
  const min = wholeIn(q[`${key}_gteq`], floor, ceiling) ?? fallback.min;
  const max = wholeIn(q[`${key}_lteq`], floor, ceiling) ?? fallback.max;
  return { min, max };
}

const STATE = /^[A-Z]{2}$/;

/**
 * The API's filters (a saved search's `q`, a filter set's `filters`) back to the form's filters, so a
 * saved search or a default filter set opens as it was saved. Reading is total: what the screen does
 * not know or cannot show is left at its default, since the answer comes from a server.
 */
export function filtersFromQ(input: unknown): CarrierSearchFilters {
  const q = record(input);
  const equipment = [
    ...listOf(q.equipment_types_in, EQUIPMENT_TYPES),
    ...listOf(q.power_unit_types_in, EQUIPMENT_TYPES),
  ];
  const coverage = typeof q.cargo_coverage_gteq === 'number' ? sliderForCargoCoverage(q.cargo_coverage_gteq) : 0;
  const liability = (key: string): Range => {
    const r = rangeOf(q, key, DEFAULTS.generalLiability, 0, LIABILITY_MAX);
    return { min: snapLiability(r.min), max: snapLiability(r.max) };
  };
  const sourceIn = listOf(q.source_in, ['eld', 'inspection', 'insurance_certificate'] as const)[0];
  const notCertificate = listOf(q.source_not_in, ['insurance_certificate'] as const).length > 0;
  const miles = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
  const share = q.equipment_share_gteq;
  return {
    fleetSize: rangeOf(q, 'power_units', DEFAULTS.fleetSize, 0, VEHICLE_RANGE_MAX),
    straightBoxTrucks: rangeOf(q, 'straight_box_trucks', DEFAULTS.straightBoxTrucks, 0, VEHICLE_RANGE_MAX),
    cargoVans: rangeOf(q, 'cargo_vans', DEFAULTS.cargoVans, 0, VEHICLE_RANGE_MAX),
    authorityAgeMonths: rangeOf(
      q,
      'authority_age_months',
      DEFAULTS.authorityAgeMonths,
      AUTHORITY_AGE_MIN,
      AUTHORITY_AGE_MAX,
    ),
    authorityTypes: listOf(q.authority_type_in, AUTHORITY_TYPES),
    equipment: [...new Set(equipment)],
    equipmentMin: wholeIn(q.equipment_count_gteq, 1, VEHICLE_RANGE_MAX) ?? DEFAULTS.equipmentMin,
    equipmentShare: typeof share === 'number' && share >= 0 && share <= 1 ? share : DEFAULTS.equipmentShare,
    onlyMyCarriers: q.subscribed_only === true,
    hideMyCarriers: q.subscribed_only !== true && q.hide_subscribed === true,
    onlyCarrierAuthority: q.carrier_authority_only === true,
    showSafetyRating: q.show_safety_rating !== false,
    onlyEldConnected: q.eld_connected_only === true,
    safetyRatings: listOf(q.safety_rating_in, SAFETY_RATINGS),
    verifiedSpecializations: listOf(q.verified_specializations_in, SPECIALIZATIONS),
    providedSpecializations: listOf(q.provided_specializations_in, SPECIALIZATIONS),
    classificationIds: listOf<number>(q.classification_id_in),
    state: typeof q.state_eq === 'string' && STATE.test(q.state_eq) ? q.state_eq : null,
    lanePreferences: Array.isArray(q.lane_preferences_in)
      ? [...new Set(q.lane_preferences_in.filter((s): s is string => typeof s === 'string' && STATE.test(s)))]
      : [],
    source: notCertificate ? 'no_insurance_certificate' : (sourceIn ?? null),
    cargoCoverage: coverage,
    generalLiability: liability('general_liability'),
    autoLiability: liability('auto_liability'),
    vehicleDays: wholeIn(q.vehicles_seen_within_days, 1, 10_000) ?? null,
    originMiles: miles(q.origin_miles_lteq),
    destinationMiles: miles(q.destination_miles_lteq),
  };
}

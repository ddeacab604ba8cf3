import { describe, it, expect } from 'vitest';
import {
  DEFAULT_CARRIER_SEARCH_FILTERS as D,
  carrierFiltersToQ,
  type CarrierSearchFilters,
} from './carrier-search-filters';

const q = (patch: Partial<CarrierSearchFilters>) => carrierFiltersToQ({ ...D, ...patch });

describe('carrierFiltersToQ', () => {
  it('starts from the unbounded defaults, safety rating shown', () => {
    expect(D.fleetSize).toEqual({ min: 0, max: 1000 });
    expect(D.straightBoxTrucks).toEqual({ min: 0, max: 1000 });
    expect(D.cargoVans).toEqual({ min: 0, max: 1000 });
    expect(D.authorityAgeMonths).toEqual({ min: 1, max: 24 });
    expect(D.equipmentMin).toBe(1);
    expect(D.equipmentShare).toBe(0.5);
    expect(D.showSafetyRating).toBe(true);
    expect(D.generalLiability).toEqual({ min: 0, max: 5e6 });
  });

  it('sends nothing for the defaults', () => {
    expect(carrierFiltersToQ(D)).toEqual({});
  });

  it.each([
    ['fleetSize', 'power_units'],
    ['straightBoxTrucks', 'straight_box_trucks'],
    ['cargoVans', 'cargo_vans'],
  ] as const)('treats %s max 1000 as unbounded and min 0 as no minimum', (field, key) => {
    expect(q({ [field]: { min: 0, max: 1000 } })).toEqual({});
    expect(q({ [field]: { min: 1, max: 999 } })).toEqual({ [`${key}_gteq`]: 1, [`${key}_lteq`]: 999 });
  });

  it('omits authority age 1–24 and sends anything inside', () => {
    expect(q({ authorityAgeMonths: { min: 1, max: 24 } })).toEqual({});
    expect(q({ authorityAgeMonths: { min: 2, max: 23 } })).toEqual({
      authority_age_months_gteq: 2,
      authority_age_months_lteq: 23,
    });
  });

  it('sends the equipment count and share only with equipment chosen, and only when not the defaults', () => {
    expect(q({ equipmentMin: 3, equipmentShare: 0.8 })).toEqual({});
    expect(q({ equipment: ['van'] })).toEqual({ equipment_types_in: ['van'] });
    expect(q({ equipment: ['van'], equipmentMin: 1, equipmentShare: 0.5 })).toEqual({ equipment_types_in: ['van'] });
    expect(q({ equipment: ['van'], equipmentMin: 2, equipmentShare: 0.75 })).toEqual({
      equipment_types_in: ['van'],
      equipment_count_gteq: 2,
      equipment_share_gteq: 0.75,
    });
  });

  it('searches box trucks and vans alone as power unit types, anything else as equipment types', () => {
    expect(q({ equipment: ['cargo_vans', 'straight_box_trucks'] })).toEqual({
      power_unit_types_in: ['cargo_vans', 'straight_box_trucks'],
    });
    expect(q({ equipment: ['cargo_vans', 'reefer'] })).toEqual({ equipment_types_in: ['cargo_vans', 'reefer'] });
  });

  it('reads no_insurance_certificate as source not in insurance_certificate', () => {
    expect(q({ source: 'no_insurance_certificate' })).toEqual({ source_not_in: ['insurance_certificate'] });
    expect(q({ source: 'eld' })).toEqual({ source_in: ['eld'] });
  });

  it('maps the switches; only my carriers wins over hiding them', () => {
    expect(q({ onlyMyCarriers: true })).toEqual({ subscribed_only: true });
    expect(q({ hideMyCarriers: true })).toEqual({ hide_subscribed: true });
    expect(q({ onlyMyCarriers: true, hideMyCarriers: true })).toEqual({ subscribed_only: true });
    expect(q({ onlyCarrierAuthority: true })).toEqual({ carrier_authority_only: true });
    expect(q({ onlyEldConnected: true })).toEqual({ eld_connected_only: true });
    expect(q({ showSafetyRating: false })).toEqual({ show_safety_rating: false });
  });

  it('sends the chosen lists and leaves empty ones out', () => {
    expect(
      q({
        safetyRatings: ['unrated'],
        authorityTypes: ['common', 'contract'],
        verifiedSpecializations: ['hazmat'],
        providedSpecializations: ['team_drivers'],
        classificationIds: [3101],
        lanePreferences: ['IA', 'VA'],
        state: 'IA',
      }),
    ).toEqual({
      safety_rating_in: ['unrated'],
      authority_type_in: ['common', 'contract'],
      verified_specializations_in: ['hazmat'],
      provided_specializations_in: ['team_drivers'],
      classification_id_in: [3101],
      lane_preferences_in: ['IA', 'VA'],
      state_eq: 'IA',
    });
  });

  it('maps the cargo coverage slider and leaves 0 out', () => {
    expect(q({ cargoCoverage: 0 })).toEqual({});
    expect(q({ cargoCoverage: 50 })).toEqual({ cargo_coverage_gteq: 100_000 });
    expect(q({ cargoCoverage: 150 })).toEqual({ cargo_coverage_gteq: 250_000 });
    expect(q({ cargoCoverage: 250 })).toEqual({ cargo_coverage_gteq: 1_000_000 });
  });

  it('snaps liability ranges to 1M steps and leaves 0 and 5M out', () => {
    expect(q({ generalLiability: { min: 0, max: 5e6 } })).toEqual({});
    expect(q({ generalLiability: { min: 1e6, max: 4e6 } })).toEqual({
      general_liability_gteq: 1_000_000,
      general_liability_lteq: 4_000_000,
    });
    expect(q({ autoLiability: { min: 1_200_000, max: 9e6 } })).toEqual({ auto_liability_gteq: 1_000_000 });
  });

  it('ignores empty or negative miles and vehicle days', () => {
    expect(q({ originMiles: null, destinationMiles: -1, vehicleDays: Number.NaN })).toEqual({});
    expect(q({ vehicleDays: -30 })).toEqual({});
    expect(q({ originMiles: 0, destinationMiles: 25, vehicleDays: 90 })).toEqual({
      origin_miles_lteq: 0,
      destination_miles_lteq: 25,
      vehicles_seen_within_days: 90,
    });
  });
});

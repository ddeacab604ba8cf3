import { describe, it, expect } from 'vitest';
import {
  DEFAULT_CARRIER_SEARCH_FILTERS as D,
  carrierFiltersToQuery,
  type CarrierSearchFilters,
} from './carrier-search-filters';

const q = (patch: Partial<CarrierSearchFilters>) => carrierFiltersToQuery({ ...D, ...patch });

describe('carrierFiltersToQuery', () => {
  it('starts from the unbounded defaults', () => {
    expect(D).toEqual({
      fleetSize: { min: 0, max: 1000 },
      straightBoxTrucks: { min: 0, max: 1000 },
      cargoVans: { min: 0, max: 1000 },
      authorityAgeMonths: { min: 1, max: 24 },
      equipment: [],
      equipmentMin: 1,
      onlyMyCarriers: false,
      hideMyCarriers: false,
      onlyCarrierAuthority: false,
      showSafetyRating: true,
      onlyEldConnected: false,
      safetyRatings: [],
      source: null,
      cargoCoverage: 0,
      generalLiability: { min: 0, max: 5e6 },
      autoLiability: { min: 0, max: 5e6 },
      originMiles: null,
      destinationMiles: null,
      time: null,
    });
  });

  it('sends nothing for the defaults', () => {
    expect(carrierFiltersToQuery(D)).toEqual({});
  });

  it.each([
    ['fleetSize', 'power_units'],
    ['straightBoxTrucks', 'straight_box_trucks'],
    ['cargoVans', 'cargo_vans'],
  ] as const)('treats %s max 1000 as unbounded and min 0 as no minimum', (field, key) => {
    expect(q({ [field]: { min: 0, max: 1000 } })).toEqual({});
    expect(q({ [field]: { min: 1, max: 999 } })).toEqual({ [`q[${key}_gteq]`]: '1', [`q[${key}_lteq]`]: '999' });
  });

  it('omits authority age 1–24 and sends anything inside', () => {
    expect(q({ authorityAgeMonths: { min: 1, max: 24 } })).toEqual({});
    expect(q({ authorityAgeMonths: { min: 2, max: 23 } })).toEqual({
      'q[authority_age_months_gteq]': '2',
      'q[authority_age_months_lteq]': '23',
    });
  });

  it('omits the equipment minimum of 1', () => {
    expect(q({ equipmentMin: 1 })).toEqual({});
    expect(q({ equipmentMin: 2 })).toEqual({ 'q[vehicles_count_gteq]': '2' });
  });

  it('searches box trucks and vans alone as power unit types, anything else as vehicle types', () => {
    expect(q({ equipment: ['cargo_vans', 'straight_box_trucks'] })).toEqual({
      'q[vehicles_power_unit_type_in][]': ['cargo_vans', 'straight_box_trucks'],
    });
    expect(q({ equipment: ['cargo_vans', 'reefer'] })).toEqual({
      'q[vehicles_is_type_in][]': ['cargo_vans', 'reefer'],
    });
  });

  it('reads no_insurance_certificate as source not in insurance_certificate', () => {
    expect(q({ source: 'no_insurance_certificate' })).toEqual({
      'q[vehicles_source_not_in][]': ['insurance_certificate'],
    });
    expect(q({ source: 'eld' })).toEqual({ 'q[vehicles_source_in][]': ['eld'] });
  });

  it('maps the switches', () => {
    expect(q({ onlyMyCarriers: true })).toEqual({ 'q[subscribed_eq]': 'true' });
    expect(q({ hideMyCarriers: true })).toEqual({ 'q[subscribed_eq]': 'false' });
    expect(q({ onlyMyCarriers: true, hideMyCarriers: true })).toEqual({ 'q[subscribed_eq]': 'true' });
    expect(q({ onlyCarrierAuthority: true })).toEqual({ 'q[has_carrier_authority_eq]': 'true' });
    expect(q({ onlyEldConnected: true })).toEqual({ 'q[eld_connected_eq]': 'true' });
    expect(q({ showSafetyRating: false })).toEqual({ show_safety_rating: 'false' });
    expect(q({ safetyRatings: ['unrated'] })).toEqual({ 'q[safety_rating_in][]': ['unrated'] });
  });

  it('maps the cargo coverage slider and leaves 0 out', () => {
    expect(q({ cargoCoverage: 0 })).toEqual({});
    expect(q({ cargoCoverage: 50 })).toEqual({ 'q[cargo_coverage_gteq]': '100000' });
    expect(q({ cargoCoverage: 250 })).toEqual({ 'q[cargo_coverage_gteq]': '1000000' });
  });

  it('snaps liability ranges to 1M steps and leaves 0 and 5M out', () => {
    expect(q({ generalLiability: { min: 0, max: 5e6 } })).toEqual({});
    expect(q({ generalLiability: { min: 1e6, max: 4e6 } })).toEqual({
      'q[general_liability_gteq]': '1000000',
      'q[general_liability_lteq]': '4000000',
    });
    expect(q({ autoLiability: { min: 1_200_000, max: 9e6 } })).toEqual({ 'q[auto_liability_gteq]': '1000000' });
  });

  it('ignores empty or negative origin/destination miles and time', () => {
    expect(q({ originMiles: null, destinationMiles: -1, time: Number.NaN })).toEqual({});
    expect(q({ originMiles: 0, destinationMiles: 25, time: 4 })).toEqual({
      'q[origin_miles_lteq]': '0',
      'q[destination_miles_lteq]': '25',
      'q[time_lteq]': '4',
    });
  });
});

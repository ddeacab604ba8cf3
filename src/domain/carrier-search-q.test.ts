import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { anyFilters } from '../../tests/unit/fixtures/carrier-search-filters';
import { DEFAULT_CARRIER_SEARCH_FILTERS as D, carrierFiltersToQ } from './carrier-search-filters';
import { filtersFromQ, qToQueryParams } from './carrier-search-q';

describe('qToQueryParams', () => {
  it('writes each filter as q[name], lists as q[name][], values as the API takes them', () => {
    expect(
      qToQueryParams({
        power_units_gteq: 5,
        eld_connected_only: true,
        show_safety_rating: false,
        equipment_types_in: ['van', 'reefer'],
        classification_id_in: [3101],
      }),
    ).toEqual({
      'q[power_units_gteq]': 5,
      'q[eld_connected_only]': true,
      'q[show_safety_rating]': false,
      'q[equipment_types_in][]': ['van', 'reefer'],
      'q[classification_id_in][]': [3101],
    });
  });
  it('writes nothing for no filter', () => {
    expect(qToQueryParams({})).toEqual({});
  });
});

describe('filtersFromQ', () => {
  it('reads nothing as the defaults, whatever the input', () => {
    for (const input of [undefined, null, 'text', 42, [], {}]) expect(filtersFromQ(input)).toEqual(D);
  });

  it('opens a saved search as it was saved (the API filters are a fixed point of the round trip)', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const q = carrierFiltersToQ(filters);
        expect(carrierFiltersToQ(filtersFromQ(q))).toEqual(q);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the contract example of a saved carrier search', () => {
    const f = filtersFromQ({
      state_eq: 'IA',
      equipment_types_in: ['reefer'],
      eld_connected_only: true,
      cargo_coverage_gteq: 100000,
    });
    expect(f).toEqual({ ...D, state: 'IA', equipment: ['reefer'], onlyEldConnected: true, cargoCoverage: 50 });
  });

  it('leaves out what it cannot show', () => {
    const f = filtersFromQ({
      power_units_gteq: -3,
      power_units_lteq: 2000,
      authority_age_months_lteq: 30,
      equipment_types_in: ['van', 'spaceship', 7],
      classification_id_in: [0, 1.5, 'x', 3101],
      state_eq: 'Iowa',
      lane_preferences_in: ['IA', 'iowa', 3],
      source_in: ['gossip'],
      vehicles_seen_within_days: 0,
      origin_miles_lteq: -1,
      equipment_share_gteq: 2,
      general_liability_gteq: 1_400_000,
    });
    expect(f).toEqual({
      ...D,
      equipment: ['van'],
      classificationIds: [3101],
      lanePreferences: ['IA'],
      generalLiability: { min: 1_000_000, max: 5_000_000 },
    });
  });

  it('reads a source of anything but a certificate', () => {
    expect(filtersFromQ({ source_not_in: ['insurance_certificate'] }).source).toBe('no_insurance_certificate');
    expect(filtersFromQ({ source_in: ['inspection'] }).source).toBe('inspection');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (input) => {
        expect(() => filtersFromQ(input)).not.toThrow();
      }),
    );
  });
});

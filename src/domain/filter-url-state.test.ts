import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { anyFilters as validFilters } from '../../tests/unit/fixtures/carrier-search-filters';
import { DEFAULT_CARRIER_SEARCH_FILTERS as D } from './carrier-search-filters';
import { FILTER_URL_KEYS, filtersFromUrlParams, filtersToUrlParams } from './filter-url-state';

describe('filter state ⇄ URL params', () => {
  it('round-trips any valid state', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(filtersFromUrlParams(filtersToUrlParams(filters))).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips through a real query string', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        const text = new URLSearchParams(filtersToUrlParams(filters)).toString();
        expect(filtersFromUrlParams(Object.fromEntries(new URLSearchParams(text)))).toEqual(filters);
      }),
      { numRuns: 100 },
    );
  });

  it('writes nothing for the defaults and reads nothing as the defaults', () => {
    expect(filtersToUrlParams(D)).toEqual({});
    expect(filtersFromUrlParams({})).toEqual(D);
  });

  it('writes the changed fields under short keys', () => {
    expect(
      filtersToUrlParams({
        ...D,
        fleetSize: { min: 2, max: 1000 },
        authorityAgeMonths: { min: 1, max: 12 },
        equipment: ['van', 'reefer'],
        equipmentMin: 3,
        onlyMyCarriers: true,
        showSafetyRating: false,
        safetyRatings: ['unrated'],
        source: 'eld',
        cargoCoverage: 100,
        vehicleDays: 0,
      }),
    ).toEqual({
      fleet_min: '2',
      authority_age_max: '12',
      equipment: 'van,reefer',
      equipment_min: '3',
      only_mine: '1',
      safety_rating: '0',
      safety_ratings: 'unrated',
      source: 'eld',
      cargo: '100',
      days: '0',
    });
  });

  it('writes every field under its own key', () => {
    const all = {
      fleetSize: { min: 1, max: 2 },
      straightBoxTrucks: { min: 3, max: 4 },
      cargoVans: { min: 5, max: 6 },
      authorityAgeMonths: { min: 7, max: 8 },
      authorityTypes: ['common' as const],
      equipment: ['van' as const],
      equipmentMin: 9,
      equipmentShare: 0.75,
      onlyMyCarriers: true,
      hideMyCarriers: true,
      onlyCarrierAuthority: true,
      showSafetyRating: false,
      onlyEldConnected: true,
      safetyRatings: ['unrated' as const],
      verifiedSpecializations: ['hazmat' as const],
      providedSpecializations: ['team_drivers' as const, 'twic' as const],
      classificationIds: [3101, 3103],
      state: 'IA',
      lanePreferences: ['IA', 'VA'],
      source: 'eld' as const,
      cargoCoverage: 50,
      generalLiability: { min: 1e6, max: 2e6 },
      autoLiability: { min: 3e6, max: 4e6 },
      originMiles: 10,
      destinationMiles: 11,
      vehicleDays: 90,
    };
    expect(filtersToUrlParams(all)).toEqual({
      fleet_min: '1',
      fleet_max: '2',
      box_trucks_min: '3',
      box_trucks_max: '4',
      cargo_vans_min: '5',
      cargo_vans_max: '6',
      authority_age_min: '7',
      authority_age_max: '8',
      general_liability_min: '1000000',
      general_liability_max: '2000000',
      auto_liability_min: '3000000',
      auto_liability_max: '4000000',
      only_mine: '1',
      hide_mine: '1',
      only_authority: '1',
      only_eld: '1',
      origin_miles: '10',
      destination_miles: '11',
      days: '90',
      equipment: 'van',
      equipment_min: '9',
      equipment_share: '75',
      authority: 'common',
      verified: 'hazmat',
      provided: 'team_drivers,twic',
      safety_rating: '0',
      safety_ratings: 'unrated',
      source: 'eld',
      cargo: '50',
      classifications: '3101,3103',
      state: 'IA',
      lanes: 'IA,VA',
    });
    expect(Object.keys(filtersToUrlParams(all)).sort()).toEqual([...FILTER_URL_KEYS].sort());
    expect(filtersFromUrlParams(filtersToUrlParams(all))).toEqual(all);
  });

  it('falls back to the defaults for invalid values and drops unknown list items', () => {
    expect(
      filtersFromUrlParams({
        fleet_min: '-1',
        fleet_max: '1001',
        box_trucks_min: '1.5',
        box_trucks_max: '1e2',
        cargo_vans_min: '0x10',
        cargo_vans_max: 'abc',
        authority_age_min: '0',
        authority_age_max: '25',
        general_liability_min: '1500000',
        equipment: 'van,spaceship,,reefer',
        equipment_min: 'x',
        only_mine: 'true',
        safety_rating: 'no',
        safety_ratings: 'great,unrated',
        source: 'eld,inspection',
        cargo: '75',
        origin_miles: '  ',
        destination_miles: 'far',
        days: '12',
        equipment_share: '150',
        classifications: '0,abc,3101,3101',
        state: 'iowa',
        lanes: 'IA,xx,VA,IA',
        authority: 'pirate,common',
      }),
    ).toEqual({
      ...D,
      equipment: ['van', 'reefer'],
      safetyRatings: ['unrated'],
      vehicleDays: 12,
      classificationIds: [3101],
      lanePreferences: ['IA', 'VA'],
      authorityTypes: ['common'],
    });
  });

  it('accepts range ends and steps exactly at the bounds', () => {
    const f = filtersFromUrlParams({
      fleet_min: '0',
      fleet_max: '1000',
      authority_age_min: '1',
      authority_age_max: '24',
      auto_liability_min: '5000000',
      equipment_min: '0',
      cargo: '250',
    });
    expect(f.fleetSize).toEqual({ min: 0, max: 1000 });
    expect(f.authorityAgeMonths).toEqual({ min: 1, max: 24 });
    expect(f.autoLiability).toEqual({ min: 5e6, max: 5e6 });
    expect(f.equipmentMin).toBe(0);
    expect(f.cargoCoverage).toBe(250);
  });

  it('never throws on arbitrary records', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (params) => {
        expect(() => filtersFromUrlParams(params)).not.toThrow();
      }),
    );
  });
});

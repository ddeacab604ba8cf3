import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyFilters } from '../../tests/unit/fixtures/carrier-search-filters';
import { DEFAULT_CARRIER_SEARCH_FILTERS as D } from './carrier-search-filters';
import { CARRIER_SEARCH_CODEC } from './search-codecs';
import {
  CARRIER_SORTS,
  EMPTY_CARRIER_SEARCH as E,
  carrierSearchFromUrl,
  carrierSearchParams,
  carrierSearchToUrl,
  isSearching,
  shownCarrierSort,
} from './carrier-search-request';

describe('carrierSearchParams', () => {
  it('sends the parsed text, 50 a page, and no filter at the defaults', () => {
    expect(carrierSearchParams({ ...E, text: 'mc-1098234' })).toEqual({
      'q[identifiers_value_start]': '1098234',
      'q[identifiers_is_type_eq]': 'MC',
      'q[s]': 'legal_name asc',
      page: 1,
      per_page: 50,
    });
  });
  it('adds the filters that differ from their defaults, as q[name]', () => {
    const params = carrierSearchParams({
      ...E,
      text: 'prairie',
      filters: { ...D, fleetSize: { min: 10, max: 1000 }, equipment: ['reefer', 'van'], onlyEldConnected: true },
      page: 3,
    });
    expect(params).toEqual({
      'q[legal_name_or_dba_name_start]': 'PRAIRIE',
      'q[power_units_gteq]': 10,
      'q[equipment_types_in][]': ['reefer', 'van'],
      'q[eld_connected_only]': true,
      page: 3,
      per_page: 50,
    });
  });
  it('never sends the lane-only miles', () => {
    expect(carrierSearchParams({ ...E, filters: { ...D, originMiles: 10, destinationMiles: 20 } })).toEqual({
      page: 1,
      per_page: 50,
    });
  });
  it('searches around a place with the radius search’s text rules', () => {
    expect(
      carrierSearchParams({
        ...E,
        text: 'mc 42',
        location: { name: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
        radiusMiles: 250,
      }),
    ).toEqual({
      'q[legal_name_or_dba_name_cont]': 'MC 42',
      latitude: 41.8781,
      longitude: -87.6298,
      radius_miles: 250,
      page: 1,
      per_page: 50,
    });
  });
  it('lets the broker’s sort win over the text’s', () => {
    expect(carrierSearchParams({ ...E, text: '123', sort: 'power_units desc' })['q[s]']).toBe('power_units desc');
  });
});

describe('isSearching', () => {
  it('is false for a bare screen, true with a text, a filter or a place', () => {
    expect(isSearching(E)).toBe(false);
    expect(isSearching({ ...E, text: '  ' })).toBe(false);
    expect(isSearching({ ...E, filters: { ...D, originMiles: 5 } })).toBe(false);
    expect(isSearching({ ...E, text: 'x' })).toBe(true);
    expect(isSearching({ ...E, filters: { ...D, state: 'IA' } })).toBe(true);
    expect(isSearching({ ...E, location: { name: 'x', latitude: 1, longitude: 2 } })).toBe(true);
  });
});

describe('carrier search ⇄ URL', () => {
  const location = fc.option(
    fc.record({
      name: fc.constantFrom('Chicago, IL', 'Winnipeg, MB'),
      latitude: fc.integer({ min: -9_000_000, max: 9_000_000 }).map((n) => n / 100_000),
      longitude: fc.integer({ min: -18_000_000, max: 18_000_000 }).map((n) => n / 100_000),
    }),
    { nil: null },
  );
  it('round-trips any search', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).map((s) => s.trim()),
        anyFilters,
        location,
        fc.constantFrom(25, 50, 100, 250, 500),
        fc.option(fc.constantFrom(...CARRIER_SORTS), { nil: null }),
        fc.integer({ min: 1, max: 9999 }),
        (text, filters, place, radius, sort, page) => {
          const state = { text, filters, location: place, radiusMiles: place ? radius : 100, sort, page };
          expect(carrierSearchFromUrl(carrierSearchToUrl(state))).toEqual(state);
          // Each key it writes is one the codec declares (a key left out would be dropped by the writer).
          expect(CARRIER_SEARCH_CODEC.keys).toEqual(expect.arrayContaining([...carrierSearchToUrl(state).keys()]));
        },
      ),
      { numRuns: 200 },
    );
  });
  it('writes nothing for a fresh search and reads the defaults back', () => {
    expect(carrierSearchToUrl(E).toString()).toBe('');
    expect(carrierSearchFromUrl(new URLSearchParams())).toEqual(E);
  });
  it('drops a malformed place, radius, sort or page', () => {
    const state = carrierSearchFromUrl(
      new URLSearchParams('near=X&lat=91&lng=10&radius=7&sort=id+desc&page=-2&text=' + 'a'.repeat(300)),
    );
    expect(state).toEqual({ ...E, text: 'a'.repeat(100) });
  });
});

describe('shownCarrierSort: the order the table shows, from the search itself', () => {
  it('is the broker’s sort, else legal name A–Z, and the request asks the same whenever it asks one', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...CARRIER_SORTS), { nil: null }), fc.string(), (sort, text) => {
        const state = { ...E, text, sort };
        const asked = carrierSearchParams(state)['q[s]'];
        expect(shownCarrierSort(state)).toBe(sort ?? 'legal_name asc');
        if (asked !== undefined) expect(asked).toBe(shownCarrierSort(state));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyFilters } from '../../tests/unit/fixtures/carrier-search-filters';
import { DEFAULT_CARRIER_SEARCH_FILTERS as D, carrierFiltersToQ } from './carrier-search-filters';
import { EMPTY_CARRIER_SEARCH, carrierSearchFromUrl } from './carrier-search-request';
import { EMPTY_LANE_SEARCH, laneSearchFromUrl } from './lane-search';
import {
  carrierSearchToSave,
  laneSearchToSave,
  newestFirst,
  savedSearchSummary,
  savedSearchTarget,
} from './saved-searches';

const LANE = {
  ...EMPTY_LANE_SEARCH,
  origin: { areaId: 450309, name: 'Des Moines, IA', placeId: 'ChIJPcdPSw-Z7IcR1yK4LBS0a7A' },
  destination: { areaId: 424011, name: 'Roanoke, VA', placeId: null },
  filters: { ...D, equipment: ['reefer' as const], authorityAgeMonths: { min: 6, max: 24 } },
  page: 3,
};

describe('saving a search', () => {
  it('keeps a carrier search as its text and API filters, without lane-only filters', () => {
    expect(
      carrierSearchToSave({
        ...EMPTY_CARRIER_SEARCH,
        text: ' prairie ',
        filters: { ...D, onlyEldConnected: true, originMiles: 5 },
      }),
    ).toEqual({ text: 'prairie', q: { eld_connected_only: true } });
  });
  it('keeps a radius search’s place and radius', () => {
    const location = { name: 'Chicago, IL', latitude: 41.88, longitude: -87.63 };
    expect(carrierSearchToSave({ ...EMPTY_CARRIER_SEARCH, location, radiusMiles: 250 })).toEqual({
      text: '',
      q: {},
      location,
      radius_miles: 250,
    });
  });
  it('keeps a lane search as its body without paging, and the ends’ names and places', () => {
    expect(laneSearchToSave(LANE)).toEqual({
      origin_area_id: 450309,
      destination_area_id: 424011,
      origin: { name: 'Des Moines, IA', place_id: 'ChIJPcdPSw-Z7IcR1yK4LBS0a7A' },
      destination: { name: 'Roanoke, VA', place_id: null },
      q: { equipment_types_in: ['reefer'], authority_age_months_gteq: 6 },
    });
    expect(laneSearchToSave({ ...LANE, destination: null })).toBeNull();
  });
});

describe('running a saved search', () => {
  it('opens a carrier search with its text and filters', () => {
    fc.assert(
      fc.property(anyFilters, fc.string({ maxLength: 20 }), (filters, typed) => {
        const state = {
          ...EMPTY_CARRIER_SEARCH,
          text: typed,
          filters: { ...filters, originMiles: null, destinationMiles: null },
        };
        const target = savedSearchTarget({ is_type: 'carrier_search', query: carrierSearchToSave(state) });
        expect(target?.route).toBe('globalSearch');
        const opened = carrierSearchFromUrl(target!.search);
        expect(opened.text).toBe(typed.trim().slice(0, 100).trim());
        expect(carrierFiltersToQ(opened.filters)).toEqual(carrierFiltersToQ(state.filters));
      }),
      { numRuns: 200 },
    );
  });
  it('opens a lane search on its results, page 1', () => {
    const target = savedSearchTarget({ is_type: 'lane_search', query: laneSearchToSave(LANE)! });
    expect(target?.route).toBe('laneSearchResults');
    expect(laneSearchFromUrl(target!.search)).toEqual({ ...LANE, page: 1 });
  });
  it('opens the contract example of a saved lane search', () => {
    const target = savedSearchTarget({
      is_type: 'lane_search',
      query: {
        origin_area_id: 450309,
        destination_area_id: 424011,
        origin: { name: 'Des Moines, IA', place_id: 'ChIJPcdPSw-Z7IcR1yK4LBS0a7A' },
        destination: { name: 'Roanoke, VA', place_id: 'ChIJd2vQ0s0NTYgR5g3eHq1P8yU' },
        q: { equipment_types_in: ['reefer'], authority_age_months_gteq: 6 },
      },
    });
    expect(target?.search.toString()).toBe(
      'origin_area=450309&origin=Des+Moines%2C+IA&origin_place=ChIJPcdPSw-Z7IcR1yK4LBS0a7A&destination_area=424011&destination=Roanoke%2C+VA&destination_place=ChIJd2vQ0s0NTYgR5g3eHq1P8yU&authority_age_min=6&equipment=reefer',
    );
  });
  it('opens a contact search by e-mail or phone', () => {
    expect(savedSearchTarget({ is_type: 'contact_search', query: { phone: '+16025550187' } })?.search.toString()).toBe(
      'phone=%2B16025550187',
    );
    expect(savedSearchTarget({ is_type: 'contact_search', query: { email: 'a@b.co' } })?.route).toBe('contactSearch');
  });
  it('cannot run what it does not know', () => {
    expect(savedSearchTarget({ is_type: 'vehicle_search', query: {} })).toBeNull();
    expect(savedSearchTarget({ is_type: 'lane_search', query: { origin_area_id: 1 } })).toBeNull();
    expect(savedSearchTarget({ is_type: 'contact_search', query: {} })).toBeNull();
  });
  it('never throws on whatever query a server sends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('carrier_search', 'lane_search', 'contact_search', 'x'),
        fc.anything(),
        (type, query) => {
          const saved = { is_type: type, query: query as Record<string, unknown> };
          expect(() => savedSearchTarget(saved)).not.toThrow();
          expect(() => savedSearchSummary(saved)).not.toThrow();
        },
      ),
    );
  });
});

describe('savedSearchSummary', () => {
  it('says what each kind looks for', () => {
    expect(savedSearchSummary({ is_type: 'lane_search', query: laneSearchToSave(LANE)! })).toBe(
      'Des Moines, IA → Roanoke, VA · 2 filters',
    );
    expect(savedSearchSummary({ is_type: 'contact_search', query: { phone: '+16025550187' } })).toBe(
      'Phone +1 602-555-0187',
    );
    expect(savedSearchSummary({ is_type: 'carrier_search', query: { text: '', q: { state_eq: 'IA' } } })).toBe(
      'Any carrier · 1 filter',
    );
    expect(
      savedSearchSummary({
        is_type: 'carrier_search',
        query: { text: 'reefer', q: {}, location: { name: 'Chicago, IL' }, radius_miles: 50 },
      }),
    ).toBe('“reefer” · within 50 mi of Chicago, IL');
  });
});

describe('newestFirst', () => {
  it('orders by creation, newest first', () => {
    const list = [
      { id: 1, created_at: '2026-03-14T15:00:00Z' },
      { id: 2, created_at: '2026-03-17T16:30:00Z' },
      { id: 3, created_at: 'garbage' },
      { id: 4, created_at: '2026-03-17T16:30:00Z' },
    ];
    expect(newestFirst(list).map((s) => s.id)).toEqual([4, 2, 1, 3]);
  });
});

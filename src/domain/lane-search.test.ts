import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyFilters } from '../../tests/unit/fixtures/carrier-search-filters';
import { DEFAULT_CARRIER_SEARCH_FILTERS as D } from './carrier-search-filters';
import { LANE_SEARCH_CODEC } from './search-codecs';
import { EMPTY_LANE_SEARCH, laneSearchBody, laneSearchFromUrl, laneSearchToUrl } from './lane-search';

const end = fc.option(
  fc.record({
    areaId: fc.integer({ min: 1, max: 999_999 }),
    name: fc.constantFrom('Des Moines, IA', 'Roanoke, VA', 'Winnipeg, MB 215'),
    placeId: fc.option(fc.constantFrom('ChIJPcdPSw-Z7IcR1yK4LBS0a7A', 'abc_123'), { nil: null }),
  }),
  { nil: null },
);

describe('lane search ⇄ URL', () => {
  it('round-trips any lane search', () => {
    fc.assert(
      fc.property(end, end, anyFilters, fc.integer({ min: 1, max: 500 }), (origin, destination, filters, page) => {
        const state = { origin, destination, filters, page };
        expect(laneSearchFromUrl(laneSearchToUrl(state))).toEqual(state);
        expect(LANE_SEARCH_CODEC.keys).toEqual(expect.arrayContaining([...laneSearchToUrl(state).keys()]));
      }),
      { numRuns: 200 },
    );
  });
  it('reads nothing as no lane, and drops what is malformed', () => {
    expect(laneSearchFromUrl(new URLSearchParams())).toEqual(EMPTY_LANE_SEARCH);
    const read = laneSearchFromUrl(
      new URLSearchParams('origin_area=abc&destination_area=424011&destination_place=<x>&page=0&origin_miles=-5'),
    );
    expect(read.origin).toBeNull();
    expect(read.destination).toEqual({ areaId: 424011, name: 'Area 424011', placeId: null });
    expect(read.page).toBe(1);
    expect(read.filters.originMiles).toBe(-5);
  });
});

describe('laneSearchBody', () => {
  const lane = {
    ...EMPTY_LANE_SEARCH,
    origin: { areaId: 450309, name: 'Des Moines, IA', placeId: null },
    destination: { areaId: 424011, name: 'Roanoke, VA', placeId: null },
  };
  it('sends both areas, the filters without defaults, the page and 50 a page', () => {
    expect(laneSearchBody({ ...lane, page: 2 })).toEqual({
      origin_area_id: 450309,
      destination_area_id: 424011,
      q: {},
      page: 2,
      per_page: 50,
    });
  });
  it('ignores empty or negative miles and days (carrier-portal §5)', () => {
    const filters = { ...D, originMiles: -1, destinationMiles: null, vehicleDays: -7 };
    expect(laneSearchBody({ ...lane, filters })?.q).toEqual({});
    expect(laneSearchBody({ ...lane, filters: { ...D, originMiles: 150, vehicleDays: 90 } })?.q).toEqual({
      origin_miles_lteq: 150,
      vehicles_seen_within_days: 90,
    });
  });
  it('sends nothing until both ends are chosen', () => {
    expect(laneSearchBody({ ...lane, origin: null })).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPACITY_DEADHEAD,
  CAPACITY_MATCH_TYPES,
  CAPACITY_URL_KEYS,
  DEFAULT_CAPACITY_SEARCH as D,
  capacityMatchParams,
  capacitySearchFromUrl,
  capacitySearchToUrl,
  changedCapacitySearch,
  typedDeadhead,
  type CapacitySearch,
} from './capacity-search';
import { MAX_URL_PAGE } from './list-url-state';
import { CAPACITY_SEARCH_CODEC } from './search-codecs';

const read = (search: string) => capacitySearchFromUrl(new URLSearchParams(search));
const write = (patch: Partial<CapacitySearch>) => capacitySearchToUrl({ ...D, ...patch }).toString();

const miles = fc.integer({ min: CAPACITY_DEADHEAD.min, max: CAPACITY_DEADHEAD.max });
const anySearch: fc.Arbitrary<CapacitySearch> = fc.record({
  originDeadhead: miles,
  destinationDeadhead: miles,
  matchType: fc.constantFrom('both' as const, ...CAPACITY_MATCH_TYPES),
  hideSetAside: fc.boolean(),
  page: fc.integer({ min: 1, max: MAX_URL_PAGE }),
});
/** Any text a URL may hold, numbers in and out of range among it. */
const anyValue = fc.oneof(
  fc.string(),
  fc.integer({ min: -1_000, max: 2_000_000_000 }).map(String),
  fc.constantFrom(
    '',
    '50',
    '500',
    '501',
    '0',
    '00',
    '0000000000050',
    '1e2',
    '12.5',
    ' 100',
    '1',
    'true',
    'both',
    ...CAPACITY_MATCH_TYPES,
  ),
);
const anyQuery = fc
  .array(fc.tuple(fc.constantFrom(...CAPACITY_URL_KEYS, 'origin_deadhead', 'page', 'load'), anyValue))
  .map((entries) => new URLSearchParams(entries));

const isValid = (s: CapacitySearch) =>
  [s.originDeadhead, s.destinationDeadhead].every(
    (m) => Number.isInteger(m) && m >= CAPACITY_DEADHEAD.min && m <= CAPACITY_DEADHEAD.max,
  ) &&
  ['both', ...CAPACITY_MATCH_TYPES].includes(s.matchType) &&
  typeof s.hideSetAside === 'boolean' &&
  Number.isInteger(s.page) &&
  s.page >= 1 &&
  s.page <= MAX_URL_PAGE;

describe('the capacity search in its URL', () => {
  it('reads a bare URL as the defaults (50 and 50 miles, both kinds, set-aside carriers shown, page 1) and writes them as nothing', () => {
    expect(read('')).toEqual(D);
    expect(D).toEqual({ originDeadhead: 50, destinationDeadhead: 50, matchType: 'both', hideSetAside: false, page: 1 });
    expect(write({})).toBe('');
  });

  it('writes each change under its capacity_ key, defaults left out', () => {
    expect(write({ originDeadhead: 150 })).toBe('capacity_origin_deadhead=150');
    expect(write({ destinationDeadhead: 0 })).toBe('capacity_destination_deadhead=0');
    expect(write({ matchType: 'recent_location' })).toBe('capacity_match_type=recent_location');
    expect(write({ hideSetAside: true })).toBe('capacity_hide_set_aside=1');
    expect(write({ page: 3 })).toBe('capacity_page=3');
    expect(write({ originDeadhead: 50, matchType: 'both', hideSetAside: false, page: 1 })).toBe('');
  });

  it('is not the board’s: the board’s own deadheads and page are not read, and the search’s are not the board’s', () => {
    expect(read('origin_deadhead=200&destination_deadhead=10&page=4&load=50006')).toEqual(D);
    expect(read('capacity_origin_deadhead=200&origin_deadhead=10').originDeadhead).toBe(200);
  });

  it('reads a deadhead out of range or not whole miles as the default', () => {
    for (const raw of ['501', '-1', '12.5', '1e2', ' 100', '', 'abc', '9999999999'])
      expect(read(`capacity_origin_deadhead=${encodeURIComponent(raw)}`).originDeadhead, raw).toBe(50);
    expect(read('capacity_destination_deadhead=500').destinationDeadhead).toBe(500);
    expect(read('capacity_destination_deadhead=0').destinationDeadhead).toBe(0);
  });

  it('property: any URL gives a valid, in-range search', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expect(isValid(capacitySearchFromUrl(query))).toBe(true);
      }),
    );
  });

  it('property: a deadhead in the URL is itself when in 0–500, else the default', () => {
    fc.assert(
      fc.property(anyValue, (raw) => {
        const read = capacitySearchFromUrl(new URLSearchParams([['capacity_origin_deadhead', raw]])).originDeadhead;
        const own = /^\d+$/.test(raw) && Number(raw) <= CAPACITY_DEADHEAD.max ? Number(raw) : CAPACITY_DEADHEAD.default;
        expect(read).toBe(own);
      }),
    );
  });

  it('property: any search reads back as written, and writes only its own keys', () => {
    fc.assert(
      fc.property(anySearch, (search) => {
        const url = capacitySearchToUrl(search);
        expect(capacitySearchFromUrl(url)).toEqual(search);
        expect(CAPACITY_SEARCH_CODEC.keys).toEqual(expect.arrayContaining([...url.keys()]));
        expect([...url.keys()].every((key) => key.startsWith('capacity_'))).toBe(true);
      }),
    );
  });
});

describe('the capacity request', () => {
  it('with the defaults sends only the page and 20 a page', () => {
    expect(capacityMatchParams(D)).toEqual({ page: 1, per_page: 20 });
  });

  it('sends each parameter only when it differs from the contract’s default', () => {
    expect(capacityMatchParams({ ...D, originDeadhead: 150 })).toEqual({ origin_deadhead: 150, page: 1, per_page: 20 });
    expect(capacityMatchParams({ ...D, destinationDeadhead: 0 })).toEqual({
      destination_deadhead: 0,
      page: 1,
      per_page: 20,
    });
    expect(capacityMatchParams({ ...D, matchType: 'truck_posting' })).toEqual({
      match_type: 'truck_posting',
      page: 1,
      per_page: 20,
    });
    expect(capacityMatchParams({ ...D, hideSetAside: true, page: 2 })).toEqual({
      hide_dispositioned: true,
      page: 2,
      per_page: 20,
    });
  });

  it('property: never sends a value outside the contract’s ranges, nor a default', () => {
    const loose = fc.record({
      originDeadhead: fc.double(),
      destinationDeadhead: fc.integer(),
      matchType: fc.constantFrom('both' as const, ...CAPACITY_MATCH_TYPES),
      hideSetAside: fc.boolean(),
      page: fc.integer(),
    });
    fc.assert(
      fc.property(loose, (search) => {
        const params = capacityMatchParams(search);
        for (const miles of [params.origin_deadhead, params.destination_deadhead]) {
          if (miles === undefined) continue;
          expect(Number.isInteger(miles) && miles >= 0 && miles <= 500 && miles !== 50).toBe(true);
        }
        expect(params.match_type === undefined || CAPACITY_MATCH_TYPES.includes(params.match_type)).toBe(true);
        expect(params.page >= 1 && params.page <= MAX_URL_PAGE).toBe(true);
        expect(params.per_page).toBe(20);
      }),
    );
  });
});

describe('changing the capacity search', () => {
  it('goes back to page 1 whatever changes', () => {
    const onPage3 = { ...D, page: 3 };
    expect(changedCapacitySearch(onPage3, { originDeadhead: 100 })).toEqual({ ...D, originDeadhead: 100 });
    expect(changedCapacitySearch(onPage3, { matchType: 'recent_location' }).page).toBe(1);
    expect(changedCapacitySearch(onPage3, { hideSetAside: true }).page).toBe(1);
  });

  it('takes a typed deadhead as whole miles within 0–500; emptied is the default', () => {
    expect(typedDeadhead(null)).toBe(50);
    expect(typedDeadhead(0)).toBe(0);
    expect(typedDeadhead(120)).toBe(120);
    expect(typedDeadhead(900)).toBe(500);
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(typedDeadhead(n)).toBe(Math.min(500, Math.max(0, n)));
      }),
    );
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EQUIPMENT_TYPES } from './equipment';
import {
  CERTIFICATIONS,
  DEFAULT_LOAD_BOARD_FILTERS as D,
  LOAD_BOARD_SORTS,
  LOAD_BOARD_VIEWS,
  type LoadBoardFilters,
  type LoadBoardSort,
} from './load-board-filters';
import {
  clearedLoadBoardFilters,
  hasLoadBoardFilters,
  loadBoardStateFromUrl,
  loadBoardSearchToRestore,
  loadBoardStateToUrl,
  shouldRestoreLoadBoard,
} from './load-board-url';
import { POSTING_AGES } from './posting-age';
import { LOAD_BOARD_CODEC } from './search-codecs';

const read = (search: string) => loadBoardStateFromUrl(new URLSearchParams(search));
const write = (filters: Partial<LoadBoardFilters>, page = 1) =>
  loadBoardStateToUrl({ filters: { ...D, ...filters }, page }).toString();

const id = fc.option(fc.integer({ min: 1, max: 999_999_999 }), { nil: null });
const count = fc.option(fc.integer({ min: 0, max: 999_999_999 }), { nil: null });
const text = (max: number) =>
  fc.option(
    fc.string({ minLength: 1, maxLength: max }).filter((t) => t.trim() !== ''),
    { nil: null },
  );
const day = fc.option(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  { nil: null },
);
const anyFilters: fc.Arbitrary<LoadBoardFilters> = fc.record({
  view: fc.constantFrom(...LOAD_BOARD_VIEWS),
  my_loads: fc.boolean(),
  load_id: id,
  equipment: fc.uniqueArray(fc.constantFrom(...EQUIPMENT_TYPES)),
  trailer: text(40),
  min_rate: count,
  weight: count,
  trailer_length: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  origin_area_id: id,
  origin_name: text(120),
  destination_area_id: id,
  destination_name: text(120),
  origin_deadhead: count,
  destination_deadhead: count,
  deadhead: count,
  pickup_start: day,
  pickup_end: day,
  dropoff_start: day,
  dropoff_end: day,
  posting: fc.option(fc.constantFrom(...POSTING_AGES), { nil: null }),
  certifications: fc.uniqueArray(fc.constantFrom(...CERTIFICATIONS)),
  sort: fc.option(fc.constantFrom(...(Object.keys(LOAD_BOARD_SORTS) as LoadBoardSort[])), { nil: null }),
  company_id: id,
  team: id,
});

describe('the load board in its URL', () => {
  it('reads a bare URL as a fresh search on page 1', () => {
    expect(read('')).toEqual({ filters: D, page: 1 });
    expect(write({})).toBe('');
  });
  it('writes the view as the tab, leaving All out', () => {
    expect(write({ view: 'posted' })).toBe('tab=posted');
    expect(write({ view: 'all' })).toBe('');
    expect(read('tab=unposted').filters.view).toBe('unposted');
    expect(read('tab=trucks').filters.view).toBe('all');
  });
  it('writes each filter under its own name, lists with commas and flags as 1', () => {
    const search = write(
      {
        my_loads: true,
        equipment: ['van', 'reefer'],
        weight: 40000,
        origin_area_id: 3305,
        origin_name: 'Memphis, TN',
        origin_deadhead: 0,
        certifications: ['hazmat'],
        posting: '>72hr',
        sort: 'rpm',
      },
      3,
    );
    expect(new URLSearchParams(search).get('origin_name')).toBe('Memphis, TN');
    expect(search).toContain('my_loads=1');
    expect(search).toContain('equipment=van%2Creefer');
    expect(search).toContain('origin_deadhead=0');
    expect(search).toContain('posting=%3E72hr');
    expect(search.endsWith('page=3')).toBe(true);
  });
  it('round-trips any search', () => {
    fc.assert(
      fc.property(anyFilters, fc.integer({ min: 1, max: 100_000 }), (filters, page) => {
        expect(loadBoardStateFromUrl(loadBoardStateToUrl({ filters, page }))).toEqual({ filters, page });
        expect(LOAD_BOARD_CODEC.keys).toEqual(
          expect.arrayContaining([...loadBoardStateToUrl({ filters, page }).keys()]),
        );
      }),
    );
  });
  it('takes the default for anything malformed', () => {
    expect(
      read(
        'tab=closed&load_id=0&weight=-5&min_rate=1e3&trailer_length=99&equipment=van,hovercraft&posting=6hr&sort=up&pickup_start=2026-02-30x&page=0&my_loads=yes',
      ),
    ).toEqual({ filters: { ...D, equipment: ['van'] }, page: 1 });
    expect(read('page=100001').page).toBe(1);
  });
  it('never throws on any query and always reads a whole search', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('tab', 'page', 'weight', 'equipment', 'origin_name', 'team', 'x'), fc.string()),
        (entries) => {
          const state = loadBoardStateFromUrl(new URLSearchParams(entries));
          expect(Object.keys(state.filters).sort()).toEqual(Object.keys(D).sort());
          expect(state.page).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('shouldRestoreLoadBoard', () => {
  it('restores the kept search only when the URL names no view, filter or page', () => {
    expect(shouldRestoreLoadBoard(new URLSearchParams(''))).toBe(true);
    expect(shouldRestoreLoadBoard(new URLSearchParams('load=50006'))).toBe(true);
    expect(shouldRestoreLoadBoard(new URLSearchParams('tab=posted'))).toBe(false);
    expect(shouldRestoreLoadBoard(new URLSearchParams('weight=100'))).toBe(false);
    expect(shouldRestoreLoadBoard(new URLSearchParams('page=2'))).toBe(false);
  });
});

describe('loadBoardSearchToRestore', () => {
  const kept = JSON.stringify({ version: 1, filters: { ...D, view: 'posted', weight: 40000 } });
  it('brings the kept search back to a URL without one', () => {
    expect(loadBoardSearchToRestore(new URLSearchParams('load=50006'), kept)?.toString()).toBe(
      'tab=posted&weight=40000',
    );
  });
  it('restores nothing when the URL has its own search, nothing is kept, or what is kept is fresh', () => {
    expect(loadBoardSearchToRestore(new URLSearchParams('tab=unposted'), kept)).toBeNull();
    expect(loadBoardSearchToRestore(new URLSearchParams(''), null)).toBeNull();
    expect(loadBoardSearchToRestore(new URLSearchParams(''), JSON.stringify({ version: 1, filters: D }))).toBeNull();
    expect(loadBoardSearchToRestore(new URLSearchParams(''), 'garbage')).toBeNull();
  });
});

describe('hasLoadBoardFilters and clearedLoadBoardFilters', () => {
  it('does not count the view or the sort as filters', () => {
    expect(hasLoadBoardFilters({ ...D, view: 'posted', sort: 'rpm' })).toBe(false);
    expect(hasLoadBoardFilters({ ...D, equipment: ['van'] })).toBe(true);
    expect(hasLoadBoardFilters({ ...D, my_loads: true })).toBe(true);
  });
  it('clears every filter but keeps the view and the sort', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const cleared = clearedLoadBoardFilters(filters);
        expect(hasLoadBoardFilters(cleared)).toBe(false);
        expect(cleared.view).toBe(filters.view);
        expect(cleared.sort).toBe(filters.sort);
      }),
    );
  });
});

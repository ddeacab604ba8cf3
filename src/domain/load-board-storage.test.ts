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
import { restoreLoadBoardFilters, serialiseLoadBoardFilters } from './load-board-storage';
import { POSTING_AGES } from './posting-age';

const id = fc.option(fc.integer({ min: 1, max: 2 ** 40 }), { nil: null });
const count = fc.option(fc.nat(), { nil: null });
const text = (maxLength: number) => fc.string({ minLength: 1, maxLength }).filter((t) => t.trim() !== '');
const day = fc.option(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  { nil: null },
);
const validFilters: fc.Arbitrary<LoadBoardFilters> = fc.record({
  view: fc.constantFrom(...LOAD_BOARD_VIEWS),
  my_loads: fc.boolean(),
  load_id: id,
  equipment: fc.uniqueArray(fc.constantFrom(...EQUIPMENT_TYPES)),
  trailer: fc.option(text(40), { nil: null }),
  min_rate: count,
  weight: count,
  trailer_length: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  origin_area_id: id,
  origin_name: fc.option(text(120), { nil: null }),
  destination_area_id: id,
  destination_name: fc.option(text(120), { nil: null }),
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

describe('load board filters in local storage', () => {
  it('round-trips any valid filters', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(restoreLoadBoardFilters(serialiseLoadBoardFilters(filters))).toEqual(filters);
      }),
    );
  });
  it('stores a versioned value', () => {
    expect(JSON.parse(serialiseLoadBoardFilters(D))).toEqual({ version: 1, filters: D });
  });
  it.each([null, '', 'not json', '{', '[]', '42', 'null', '"text"', '{"version":1,"filters":[]}'])(
    'falls back to the defaults for %j',
    (stored) => {
      expect(restoreLoadBoardFilters(stored)).toEqual(D);
    },
  );
  it('keeps the valid fields of an outdated or damaged value', () => {
    const outdated = JSON.stringify({
      view: 'posted',
      my_loads: 'yes',
      load_id: -1,
      weight: 1.5,
      min_rate: 1200,
      equipment: ['van', 'hovercraft', 'van'],
      certifications: ['tanker', 7],
      pickup_start: '2025-07-01',
      pickup_end: 'tomorrow',
      dropoff_start: ['2025-07-01'],
      dropoff_end: 'x2025-07-01',
      pickup_start_old: '2025-07-01T00',
      posting: '6hr',
      sort: 'rpm',
      trailer: 5,
      team: null,
      deadhead: -30,
      toString: 'x',
    });
    expect(restoreLoadBoardFilters(outdated)).toEqual({
      ...D,
      view: 'posted',
      min_rate: 1200,
      equipment: ['van'],
      certifications: ['tanker'],
      pickup_start: '2025-07-01',
      sort: 'rpm',
    });
  });
  it('keeps ids positive and trailer lengths between 1 and 60 feet', () => {
    const stored = JSON.stringify({
      filters: { load_id: 0, team: 0, trailer_length: 61, weight: 0, origin_deadhead: 0 },
    });
    expect(restoreLoadBoardFilters(stored)).toEqual({ ...D, weight: 0, origin_deadhead: 0 });
  });
  it('drops blank or overlong text', () => {
    const stored = JSON.stringify({
      filters: { trailer: ' ', origin_name: 'x'.repeat(121), destination_name: 'Nashville, TN' },
    });
    expect(restoreLoadBoardFilters(stored)).toEqual({ ...D, destination_name: 'Nashville, TN' });
  });
  it('accepts only whole dates', () => {
    const stored = JSON.stringify({
      filters: { pickup_start: '2025-07-01T00:00', pickup_end: 'x2025-07-01', dropoff_start: 20250701 },
    });
    expect(restoreLoadBoardFilters(stored)).toEqual(D);
  });
  it('reads another version field by field', () => {
    expect(
      restoreLoadBoardFilters(JSON.stringify({ version: 0, filters: { view: 'unposted', my_loads: true } })),
    ).toEqual({
      ...D,
      view: 'unposted',
      my_loads: true,
    });
  });
  it('never throws and always gives valid filters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          validFilters.map((f) => JSON.stringify({ ...f, view: 'x' })),
        ),
        (stored) => {
          const restored = restoreLoadBoardFilters(stored);
          expect(LOAD_BOARD_VIEWS).toContain(restored.view);
          expect(Object.keys(restored).sort()).toEqual(Object.keys(D).sort());
        },
      ),
    );
  });
});

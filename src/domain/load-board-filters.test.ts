import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CERTIFICATIONS,
  DEFAULT_LOAD_BOARD_FILTERS as D,
  LOAD_BOARD_SORTS,
  certificationRequirements,
  chooseCertifications,
  loadBoardSortOf,
  loadBoardSortParts,
  loadBoardSearchRequest,
  type LoadBoardFilters,
  type LoadBoardSort,
} from './load-board-filters';

const TODAY = '2025-06-15';
const q = (patch: Partial<LoadBoardFilters>) => loadBoardSearchRequest({ ...D, ...patch }, TODAY).q;
const base = { view: 'all', status: 'available', pickup_start: TODAY, sort: 'pickup_asc' };

describe('DEFAULT_LOAD_BOARD_FILTERS', () => {
  it('is an unfiltered search of all loads', () => {
    expect(D.view).toBe('all');
    expect(D.my_loads).toBe(false);
    expect(D.equipment).toEqual([]);
    expect(D.certifications).toEqual([]);
    const nullFields = Object.entries(D).filter(([, value]) => value === null);
    expect(nullFields).toHaveLength(20);
  });
});

describe('loadBoardSearchRequest', () => {
  it('always filters on available, from today on, soonest pickup first, 50 a page', () => {
    expect(loadBoardSearchRequest(D, TODAY)).toEqual({ q: base, page: 1, per_page: 50 });
    expect(loadBoardSearchRequest(D, TODAY, 3).page).toBe(3);
  });
  it('sends the view', () => {
    expect(q({ view: 'posted' }).view).toBe('posted');
    expect(q({ view: 'unposted' }).view).toBe('unposted');
  });
  it('sends status available whatever else is chosen', () => {
    fc.assert(
      fc.property(fc.constantFrom('all', 'posted', 'unposted' as const), fc.boolean(), (view, mine) => {
        expect(q({ view, my_loads: mine }).status).toBe('available');
      }),
    );
  });
  it('implies pounds with a weight, including 0', () => {
    expect(q({ weight: 40000 })).toEqual({ ...base, weight: 40000, weight_unit: 'lbs' });
    expect(q({ weight: 0 })).toEqual({ ...base, weight: 0, weight_unit: 'lbs' });
    expect(q({})).not.toHaveProperty('weight_unit');
  });
  it('defaults the deadhead to 50 miles when an area is set without one', () => {
    expect(q({ origin_area_id: 9 })).toEqual({ ...base, origin_area_id: 9, origin_deadhead: 50 });
    expect(q({ destination_area_id: 8 })).toEqual({ ...base, destination_area_id: 8, destination_deadhead: 50 });
  });
  it('keeps a given deadhead, 0 included, and sends none without an area', () => {
    expect(q({ origin_area_id: 9, origin_deadhead: 0 })).toEqual({ ...base, origin_area_id: 9, origin_deadhead: 0 });
    expect(q({ destination_area_id: 8, destination_deadhead: 120 })).toMatchObject({ destination_deadhead: 120 });
    expect(q({ origin_deadhead: 30 })).toEqual({ ...base, origin_deadhead: 30 });
  });
  it('sends the general deadhead, and gives it to an area without its own (monitoring §3 `deadhead`)', () => {
    expect(q({ deadhead: 80 })).toEqual({ ...base, deadhead: 80 });
    expect(q({ deadhead: 80, origin_area_id: 9, destination_area_id: 8, destination_deadhead: 20 })).toEqual({
      ...base,
      deadhead: 80,
      origin_area_id: 9,
      origin_deadhead: 80,
      destination_area_id: 8,
      destination_deadhead: 20,
    });
    expect(q({ deadhead: 0, origin_area_id: 9 })).toMatchObject({ deadhead: 0, origin_deadhead: 0 });
  });
  it('never sends the names of the places, only their areas', () => {
    expect(q({ origin_area_id: 9, origin_name: 'Memphis, TN', destination_name: 'Nashville, TN' })).toEqual({
      ...base,
      origin_area_id: 9,
      origin_deadhead: 50,
    });
  });
  it('starts the pickup today with no end when no start was chosen', () => {
    expect(q({})).not.toHaveProperty('pickup_end');
    expect(q({ pickup_end: '2025-06-20' })).toMatchObject({ pickup_start: TODAY, pickup_end: '2025-06-20' });
  });
  it('bounds a chosen single start date to that day', () => {
    expect(q({ pickup_start: '2025-07-01' })).toMatchObject({ pickup_start: '2025-07-01', pickup_end: '2025-07-01' });
    expect(q({ pickup_start: '2025-07-01', pickup_end: '2025-07-04' })).toMatchObject({ pickup_end: '2025-07-04' });
    expect(q({ dropoff_start: '2025-07-02' })).toEqual({
      ...base,
      dropoff_start: '2025-07-02',
      dropoff_end: '2025-07-02',
    });
    expect(q({ dropoff_start: '2025-07-02', dropoff_end: '2025-07-09' })).toEqual({
      ...base,
      dropoff_start: '2025-07-02',
      dropoff_end: '2025-07-09',
    });
    expect(q({ dropoff_end: '2025-07-09' })).toEqual({ ...base, dropoff_end: '2025-07-09' });
  });
  it('passes the other filters through and leaves out empty ones', () => {
    expect(
      q({
        my_loads: true,
        load_id: 5,
        equipment: ['van'],
        trailer: 'dry_van',
        min_rate: 0,
        trailer_length: 53,
        posting: '12hr',
        certifications: ['hazmat'],
        sort: 'rpm',
        company_id: 2,
        team: 4,
      }),
    ).toEqual({
      ...base,
      my_loads: true,
      load_id: 5,
      equipment: ['van'],
      trailer: 'dry_van',
      min_rate: 0,
      trailer_length: 53,
      posting: '12hr',
      hazmat_required: true,
      sort: 'rpm',
      company_id: 2,
      team: 4,
    });
  });
  it('sends each posting-age bucket as chosen', () => {
    for (const posting of ['8hr', '12hr', '24hr', '72hr', '>72hr'] as const) {
      expect(q({ posting }).posting).toBe(posting);
    }
  });
});

describe('certificationRequirements', () => {
  it('maps hazmat and tanker to the flags loads carry', () => {
    expect(certificationRequirements(['hazmat'])).toEqual({ hazmat_required: true });
    expect(certificationRequirements(['tanker'])).toEqual({ tanker_required: true });
    expect(certificationRequirements(['hazmat', 'tanker'])).toEqual({ hazmat_required: true, tanker_required: true });
    expect(certificationRequirements([])).toEqual({});
  });
  it('none asks for loads that need neither, whatever else is chosen', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...CERTIFICATIONS)), (chosen) => {
        const flags = certificationRequirements([...chosen, 'none']);
        expect(flags).toEqual({ hazmat_required: false, tanker_required: false });
      }),
    );
  });
});

describe('chooseCertifications', () => {
  it('none excludes hazmat and tanker, and either of them excludes none', () => {
    expect(chooseCertifications(['hazmat', 'tanker'], ['hazmat', 'tanker', 'none'])).toEqual(['none']);
    expect(chooseCertifications(['none'], ['none', 'tanker'])).toEqual(['tanker']);
    expect(chooseCertifications(['hazmat'], ['hazmat', 'tanker'])).toEqual(['hazmat', 'tanker']);
    expect(chooseCertifications(['hazmat', 'tanker'], ['tanker'])).toEqual(['tanker']);
  });
  it('never leaves none beside another certification', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...CERTIFICATIONS)),
        fc.constantFrom(...CERTIFICATIONS),
        (before, toggled) => {
          const valid = chooseCertifications([], before);
          const chosen = valid.includes(toggled) ? valid.filter((c) => c !== toggled) : [...valid, toggled];
          const after = chooseCertifications(valid, chosen);
          expect(after.includes('none') && after.length > 1).toBe(false);
        },
      ),
    );
  });
});

describe('LOAD_BOARD_SORTS', () => {
  it.each([
    ['price_asc', 'min_rate asc'],
    ['price_desc', 'min_rate desc'],
    ['posting_asc', 'last_posted_at asc'],
    ['posting_desc', 'last_posted_at desc'],
    ['rpm', 'rate_per_mile desc'],
    ['distance_asc', 'miles_from_origin asc'],
    ['distance_desc', 'miles_from_origin desc'],
    ['pickup_asc', 'pickup_time asc'],
    ['pickup_desc', 'pickup_time desc'],
    ['dropoff_asc', 'dropoff_time asc'],
    ['dropoff_desc', 'dropoff_time desc'],
  ] as [LoadBoardSort, string][])('%s sorts by %s', (sort, param) => {
    expect(LOAD_BOARD_SORTS[sort]).toBe(param);
  });
  it('has the eleven options the spec lists', () => {
    expect(Object.keys(LOAD_BOARD_SORTS)).toHaveLength(11);
  });
});

describe('loadBoardSortParts and loadBoardSortOf', () => {
  it('reads every option as a column and a direction, and back', () => {
    for (const sort of Object.keys(LOAD_BOARD_SORTS) as LoadBoardSort[]) {
      const { key, direction } = loadBoardSortParts(sort);
      expect(loadBoardSortOf(key, direction)).toBe(sort);
    }
    expect(loadBoardSortParts('price_desc')).toEqual({ key: 'price', direction: 'desc' });
    expect(loadBoardSortParts('rpm')).toEqual({ key: 'rpm', direction: 'desc' });
  });
  it('rate per mile sorts highest first whichever way the column is clicked; unknown columns do not sort', () => {
    expect(loadBoardSortOf('rpm', 'asc')).toBe('rpm');
    expect(loadBoardSortOf('weight', 'asc')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultListState, listStateFromUrl, listStateToUrl } from './list-url-state';
import {
  VEHICLES_LIST,
  positionsWindow,
  receiveDelayMinutes,
  vehiclesListQuery,
  wholeVin,
  type VehiclesListState,
} from './vehicles';

const state = (filters: Partial<VehiclesListState['filters']> = {}, change: Partial<VehiclesListState> = {}) => {
  const base = defaultListState(VEHICLES_LIST);
  return { ...base, ...change, filters: { ...base.filters, ...filters } };
};

describe('wholeVin', () => {
  it('reads a whole VIN however it was typed', () => {
    expect(wholeVin('3AKJHHDR7NSMT4821')).toBe('3AKJHHDR7NSMT4821');
    expect(wholeVin(' 3akj-hhdr7 nsmt4821 ')).toBe('3AKJHHDR7NSMT4821');
  });
  it('refuses part of one, a longer one, and the letters I, O and Q', () => {
    for (const typed of ['3AKJHHDR7NSMT482', '3AKJHHDR7NSMT48211', '3AKJHHDR7NSMT482I', 'OAKJHHDR7NSMT4821', ''])
      expect(wholeVin(typed)).toBeNull();
  });
  it('answers either null or 17 allowed characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const vin = wholeVin(typed);
        if (vin !== null) expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      }),
    );
  });
});

describe('vehiclesListQuery', () => {
  it('opens newest seen first, page 1 of 50', () => {
    expect(vehiclesListQuery(state())).toEqual({ 'q[s]': 'date desc', page: 1, per_page: 50 });
  });
  it('sends every filter as its Ransack key', () => {
    expect(
      vehiclesListQuery(
        state(
          {
            vin: 'nsmt 48',
            unit: 'PW',
            carrier: 'Prairie',
            carrier_id: 1001,
            type: ['power_unit'],
            source: ['eld'],
            since: '2026-03-10',
          },
          { sort: 'id desc', page: 2 },
        ),
      ),
    ).toEqual({
      'q[s]': 'id desc',
      'q[vin_cont]': 'NSMT48',
      'q[unit_number_cont]': 'PW',
      'q[carrier_legal_name_cont]': 'Prairie',
      'q[carrier_id_eq]': 1001,
      'q[is_type_eq]': 'power_unit',
      'q[source_eq]': 'eld',
      'q[date_gteq]': '2026-03-10',
      page: 2,
      per_page: 50,
    });
  });
  it('sends one type or source only when exactly one is chosen', () => {
    expect(vehiclesListQuery(state({ type: ['power_unit', 'trailer'] }))).not.toHaveProperty('q[is_type_eq]');
  });
  it('round-trips through the URL (carrier id and seen-since included)', () => {
    const chosen = state({ carrier_id: 1002, since: '2026-03-01', type: ['trailer'] });
    expect(listStateFromUrl(VEHICLES_LIST, listStateToUrl(VEHICLES_LIST, chosen))).toEqual(chosen);
  });
});

describe('positionsWindow', () => {
  it('defaults to two days before the day last seen, to that day', () => {
    expect(positionsWindow('2026-03-17')).toEqual({ from: '2026-03-15', to: '2026-03-17' });
  });
  it('keeps what the broker asked, put right when reversed', () => {
    expect(positionsWindow('2026-03-17', '2026-03-01', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(positionsWindow('2026-03-17', '2026-03-05', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(positionsWindow('2026-03-17', '2026-03-16', null)).toEqual({ from: '2026-03-16', to: '2026-03-17' });
  });
  it('caps the window at 31 days, keeping its end, and ignores days that are not days', () => {
    expect(positionsWindow('2026-03-17', '2025-01-01', '2026-03-17')).toEqual({ from: '2026-02-14', to: '2026-03-17' });
    expect(positionsWindow('2026-03-17', 'yesterday', '2026-13-40')).toEqual({ from: '2026-03-15', to: '2026-03-17' });
  });
  it('is always two days in order at most 31 days apart (property)', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.option(day), fc.option(day), (seen, from, to) => {
        const w = positionsWindow(seen, from, to);
        expect(w.from <= w.to).toBe(true);
        expect((Date.parse(w.to) - Date.parse(w.from)) / 86_400_000).toBeLessThanOrEqual(31);
      }),
    );
  });
});

describe('receiveDelayMinutes', () => {
  it('counts whole minutes from recorded to received', () => {
    expect(receiveDelayMinutes({ recorded_at: '2026-03-17T02:40:00Z', received_at: '2026-03-17T04:55:37Z' })).toBe(135);
    expect(receiveDelayMinutes({ recorded_at: '2026-03-17T02:40:00Z', received_at: '2026-03-17T02:39:00Z' })).toBe(0);
    expect(receiveDelayMinutes({ recorded_at: 'x', received_at: '2026-03-17T02:39:00Z' })).toBeNull();
  });
});

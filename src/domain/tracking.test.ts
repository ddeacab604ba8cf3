import { describe, it, expect } from 'vitest';
import { isTrackable, trackingWindow, trackingWindowBounds } from './tracking';

describe('isTrackable', () => {
  it('is trackable from 150 billable miles', () => {
    expect(isTrackable({ billable_miles: 150 })).toBe(true);
    expect(isTrackable({ billable_miles: 2000 })).toBe(true);
    expect(isTrackable({ billable_miles: 149.9 })).toBe(false);
    expect(isTrackable({ billable_miles: 0 })).toBe(false);
    expect(isTrackable({ billable_miles: null })).toBe(false);
  });
});

describe('trackingWindow', () => {
  const D = 86_400_000;
  const pickup = '2025-06-10T12:00:00.000Z';
  const delivery = '2025-06-12T12:00:00.000Z';
  const deliveryEnd = '2025-06-12T18:00:00.000Z';
  const stops = [
    { appointment_start: delivery, appointment_end: deliveryEnd },
    { appointment_start: pickup, appointment_end: null },
  ];
  const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);

  it('opens exactly 2 days before the first appointment', () => {
    expect(trackingWindow(stops, at(pickup, -2 * D - 1))).toBe('not_started');
    expect(trackingWindow(stops, at(pickup, -2 * D))).toBe('active');
  });
  it('closes exactly 5 days after the last appointment end', () => {
    expect(trackingWindow(stops, at(deliveryEnd, 5 * D))).toBe('active');
    expect(trackingWindow(stops, at(deliveryEnd, 5 * D + 1))).toBe('ended');
  });
  it('uses the start of the last appointment when it has no end', () => {
    const noEnd = [{ appointment_start: pickup }, { appointment_start: delivery, appointment_end: null }];
    expect(trackingWindow(noEnd, at(delivery, 5 * D))).toBe('active');
    expect(trackingWindow(noEnd, at(delivery, 5 * D + 1))).toBe('ended');
  });
  it('takes other day counts', () => {
    expect(trackingWindow(stops, at(pickup, -1), { startDaysBefore: 0, endDaysAfter: 0 })).toBe('not_started');
    expect(trackingWindow(stops, at(deliveryEnd, 1), { startDaysBefore: 0, endDaysAfter: 0 })).toBe('ended');
  });
  it('has not started without readable stop times', () => {
    expect(trackingWindow([], at(pickup))).toBe('not_started');
    expect(trackingWindow([{ appointment_start: null }, { appointment_start: 'soon' }], at(pickup))).toBe(
      'not_started',
    );
  });
  it('ignores unreadable times next to readable ones', () => {
    const mixed = [{ appointment_start: pickup }, { appointment_start: 'junk', appointment_end: 'junk' }];
    expect(trackingWindow(mixed, at(pickup, 5 * D))).toBe('active');
    expect(trackingWindow(mixed, at(pickup, 5 * D + 1))).toBe('ended');
  });
});

describe('trackingWindowBounds', () => {
  const stops = [
    { appointment_start: '2026-03-16T14:00:00Z', appointment_end: '2026-03-16T16:00:00Z' },
    { appointment_start: '2026-03-17T20:00:00Z', appointment_end: null },
    { appointment_start: '2026-03-17T08:00:00Z', appointment_end: '2026-03-18T02:00:00Z' },
  ];

  it('opens 2 days before the earliest start and closes 5 days after the latest appointment end', () => {
    expect(trackingWindowBounds(stops)).toEqual({
      opens: '2026-03-14T14:00:00.000Z',
      closes: '2026-03-23T02:00:00.000Z',
    });
  });

  it('takes a stop without an end at its start', () => {
    expect(trackingWindowBounds([{ appointment_start: '2026-03-20T10:00:00Z' }])).toEqual({
      opens: '2026-03-18T10:00:00.000Z',
      closes: '2026-03-25T10:00:00.000Z',
    });
  });

  it('skips unreadable times and has no window without any', () => {
    expect(trackingWindowBounds([{ appointment_start: 'soon' }, { appointment_start: null }])).toBeNull();
    expect(trackingWindowBounds([])).toBeNull();
    expect(
      trackingWindowBounds([{ appointment_start: 'x' }, { appointment_start: '2026-03-20T10:00:00Z' }])?.opens,
    ).toBe('2026-03-18T10:00:00.000Z');
  });

  it('agrees with trackingWindow at both bounds', () => {
    const bounds = trackingWindowBounds(stops)!;
    expect(trackingWindow(stops, new Date(bounds.opens))).toBe('active');
    expect(trackingWindow(stops, new Date(Date.parse(bounds.opens) - 1))).toBe('not_started');
    expect(trackingWindow(stops, new Date(bounds.closes))).toBe('active');
    expect(trackingWindow(stops, new Date(Date.parse(bounds.closes) + 1))).toBe('ended');
  });

  it('takes other day counts', () => {
    expect(
      trackingWindowBounds([{ appointment_start: '2026-03-20T10:00:00Z' }], { startDaysBefore: 0, endDaysAfter: 1 }),
    ).toEqual({
      opens: '2026-03-20T10:00:00.000Z',
      closes: '2026-03-21T10:00:00.000Z',
    });
  });
});

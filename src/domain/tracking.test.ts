import { describe, it, expect } from 'vitest';
import { isTrackable, trackingWindow } from './tracking';

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

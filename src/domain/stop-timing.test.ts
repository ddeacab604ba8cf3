import { describe, expect, it } from 'vitest';
import { formatLateness, minutesLate } from './stop-timing';

const stop = (arrived_at: string | null, appointment_end: string | null = '2026-03-17T22:00:00Z') => ({
  appointment_start: '2026-03-17T20:00:00Z',
  appointment_end,
  arrived_at,
});

describe('minutesLate', () => {
  it('is null before the truck arrives', () => {
    expect(minutesLate(stop(null))).toBeNull();
  });

  it('is null for an arrival inside the window or within its closing minute', () => {
    expect(minutesLate(stop('2026-03-17T19:10:00Z'))).toBeNull();
    expect(minutesLate(stop('2026-03-17T21:59:00Z'))).toBeNull();
    expect(minutesLate(stop('2026-03-17T22:00:59Z'))).toBeNull();
  });

  it('counts the minutes after the window closes', () => {
    expect(minutesLate(stop('2026-03-17T22:01:00Z'))).toBe(1);
    expect(minutesLate(stop('2026-03-17T22:40:00Z'))).toBe(40);
  });

  it('uses the appointment start when the appointment has no end', () => {
    expect(minutesLate(stop('2026-03-17T20:30:00Z', null))).toBe(30);
    expect(minutesLate(stop('2026-03-17T20:00:00Z', null))).toBeNull();
  });

  it('compares instants, whatever the offsets', () => {
    expect(minutesLate(stop('2026-03-17T17:30:00-05:00'))).toBe(30);
  });

  it('is null when a time cannot be read', () => {
    expect(minutesLate(stop('not a time'))).toBeNull();
    expect(
      minutesLate({ appointment_start: 'nope', appointment_end: null, arrived_at: '2026-03-17T22:40:00Z' }),
    ).toBeNull();
  });
});

describe('formatLateness', () => {
  it('reads as minutes, hours and days', () => {
    expect(formatLateness(40)).toBe('40 min');
    expect(formatLateness(60)).toBe('1 h');
    expect(formatLateness(125)).toBe('2 h 5 min');
    expect(formatLateness(1440)).toBe('1 d');
    expect(formatLateness(1440 * 3 + 240 + 7)).toBe('3 d 4 h');
  });
});

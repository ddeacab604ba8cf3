import { describe, expect, it } from 'vitest';
import { localToday } from './local-date';

describe('localToday', () => {
  it('is the day of the local calendar, month and day zero-padded', () => {
    expect(localToday(new Date(2026, 2, 9, 23, 30))).toBe('2026-03-09');
    expect(localToday(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});

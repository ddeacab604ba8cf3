import { describe, expect, it } from 'vitest';
import { formatDollars, formatRatePerMile, formatShortDateTime } from './board-format';

describe('board formats', () => {
  it('shows a time as month/day and 24-hour time in the local zone, with no comma', () => {
    const value = '2026-03-19T14:00:00Z';
    const expected = new Date(value);
    const hh = String(expected.getHours()).padStart(2, '0');
    const mm = String(expected.getMinutes()).padStart(2, '0');
    expect(formatShortDateTime(value)).toBe(`${expected.getMonth() + 1}/${expected.getDate()} ${hh}:${mm}`);
  });

  it('shows an em dash for what is not a time', () => {
    expect(formatShortDateTime(null)).toBe('—');
    expect(formatShortDateTime('')).toBe('—');
    expect(formatShortDateTime('not a date')).toBe('—');
  });

  it('shows cents as whole dollars and a rate per mile with cents', () => {
    expect(formatDollars(72000)).toBe('$720');
    expect(formatRatePerMile(3.4)).toBe('$3.40');
    expect(formatRatePerMile(null)).toBe('—');
  });
});

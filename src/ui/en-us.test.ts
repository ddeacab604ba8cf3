import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalNumber,
  monthDayTime,
  monthDayYear,
  numericMonthDayTime,
  usDollars,
  utcMonthYear,
  wholeNumber,
} from './en-us';

// Node has the full ICU: these are the formats the portal used to build, and must keep writing.
const intl = {
  whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  decimal: new Intl.NumberFormat('en-US'),
  oneDecimal: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
  dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  wholeDollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  monthDayTime: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  monthDayYear: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  numeric: new Intl.DateTimeFormat('en-US', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  utcMonth: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

// Amounts as they come (cents, miles, counts, pounds), their halves and edges, and any double at all.
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n + 0.5),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 999_999.5, 1e-7, -1e-7, 1e21, 123_456_789_012.345),
  fc.double({ noNaN: true }),
);
const dates = fc.date({ min: new Date(-62_000_000_000_000), max: new Date(400_000_000_000_000), noInvalidDate: true });

describe('en-US numbers and dates without Intl (src/ui/en-us.ts)', () => {
  it('writes numbers exactly as Intl does', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(wholeNumber(value)).toBe(intl.whole.format(value));
        expect(decimalNumber(value)).toBe(intl.decimal.format(value));
        expect(decimalNumber(value, 1, 1)).toBe(intl.oneDecimal.format(value));
        expect(usDollars(value)).toBe(intl.dollars.format(value));
        expect(usDollars(value, false)).toBe(intl.wholeDollars.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes dates exactly as Intl does, in the local time zone (UTC for a month)', () => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(monthDayTime(date)).toBe(intl.monthDayTime.format(date));
        expect(monthDayYear(date)).toBe(intl.monthDayYear.format(date));
        expect(numericMonthDayTime(date)).toBe(intl.numeric.format(date));
        expect(utcMonthYear(date)).toBe(intl.utcMonth.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('examples', () => {
    expect([wholeNumber(1234567.5), decimalNumber(1234.5678), usDollars(-1850), usDollars(2100, false)]).toEqual([
      '1,234,568',
      '1,234.568',
      '-$1,850.00',
      '$2,100',
    ]);
    expect([monthDayTime(new Date(2026, 10, 23, 8, 5)), monthDayYear(new Date(2026, 8, 3))]).toEqual([
      'Nov 23, 08:05',
      'Sep 3, 2026',
    ]);
  });
});

import { numericMonthDayTime, usDollars } from '../../ui/en-us';

/** A rate in US cents as whole dollars ("$2,100"), as load boards show rates; an em dash when none. */
export function formatDollars(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? usDollars(cents / 100, false) : '—';
}

/** Dollars per mile with cents ("$3.40"); an em dash when none. */
export function formatRatePerMile(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? usDollars(dollars) : '—';
}

/** A time as a dense board row shows it ("3/18 08:00"); an em dash when it is not a time. */
export function formatShortDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? numericMonthDayTime(date).replace(',', '') : '—';
}

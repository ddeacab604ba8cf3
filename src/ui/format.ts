/**
 * How the portal writes dates, distances, money and enum values. Every screen formats through
 * these, so a load's pickup time reads the same in the loads list, the load detail and an alert.
 * Dates are shown in the browser's time zone; a value the server sent that is not a date shows as
 * an em dash rather than "Invalid Date".
 */
import { monthDayTime, monthDayYear, usDollars, wholeNumber } from './en-us';

const EMPTY = '—';

function parsed(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar date ("2026-11-23") is that day wherever the browser is: read it as local midnight,
  // not as UTC midnight (which is the day before anywhere west of UTC).
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 23, 08:00" (24-hour clock), or an em dash. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? monthDayTime(date) : EMPTY;
}

/** "Nov 23, 2026", or an em dash. */
export function formatDate(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? monthDayYear(date) : EMPTY;
}

/** "1,234 mi", or an em dash. */
export function formatMiles(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${wholeNumber(value)} mi` : EMPTY;
}

/** "12,000 lb", or an em dash. */
export function formatPounds(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${wholeNumber(value)} lb` : EMPTY;
}

/** US cents as "$1,850.00", or an em dash. */
export function formatCents(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? usDollars(value / 100) : EMPTY;
}

/** A wire enum value as words: "no_eld_connection" → "No ELD connection". Known acronyms stay upper case. */
export function humanize(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const words = value.split(/[_-]+/).filter(Boolean);
  if (!words.length) return EMPTY;
  const text = words.map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const [first = '', ...rest] = text;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

const ACRONYMS = new Set(['eld', 'voip', 'vin', 'mc', 'dot', 'usdot', 'id', 'oos', 'bipd', 'tfx', 'ein', 'vpn']);

/** City and state: "Dallas, TX". */
export function formatPlace(place: { city?: string | null; state?: string | null } | null | undefined): string {
  if (!place) return EMPTY;
  const parts = [place.city, place.state].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : EMPTY;
}

/** An E.164 phone number as people write it: "+13125550148" → "(312) 555-0148"; others as they came; null → em dash. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : value;
}

/**
 * Numbers and dates written as Intl writes them for en-US, without Intl (issue 29). The first
 * `Intl.NumberFormat` a page builds costs 30-40 ms on this machine (ICU's data is set up), four
 * times that on a phone, in the task that first draws a count or a price: every list's pager did.
 * These cover what the portal writes (grouped numbers, US dollars, month names, 24-hour times) and
 * hand anything outside that (exponents, years before 1000) to Intl, so the output is always
 * Intl's; src/ui/en-us.test.ts checks them against Intl over arbitrary values.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** What Intl would be asked for: fraction digits (at least, at most) and whether it is US dollars. */
interface NumberStyle {
  min: number;
  max: number;
  usd?: boolean;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1999" + "" rounded half away from zero at `digits` places ("2000", "00" when digits is 2). */
function rounded(whole: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [whole, fraction];
  let all = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) - 48 >= 5) {
    const chars = all.split('');
    let i = chars.length - 1;
    for (; i >= 0 && chars[i] === '9'; i -= 1) chars[i] = '0';
    if (i < 0) chars.unshift('1');
    else chars[i] = String(Number(chars[i]) + 1);
    all = chars.join('');
  }
  return [all.slice(0, all.length - digits) || '0', all.slice(all.length - digits)];
}

function viaIntl(value: number, style: NumberStyle): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: style.min,
    maximumFractionDigits: style.max,
    ...(style.usd ? { style: 'currency', currency: 'USD' } : {}),
  }).format(value);
}

function formatted(value: number, style: NumberStyle): string {
  // The shortest decimal that reads back as this double, as ICU rounds it (1.005 -> "1.01").
  const decimal = String(Math.abs(value));
  if (!Number.isFinite(value) || decimal.includes('e')) return viaIntl(value, style);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const [roundedWhole, roundedFraction] = rounded(whole, fraction, style.max);
  let shown = roundedFraction.padEnd(style.min, '0');
  while (shown.length > style.min && shown.endsWith('0')) shown = shown.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${style.usd ? '$' : ''}${grouped(roundedWhole)}${shown ? `.${shown}` : ''}`;
}

/** "1,234" (rounded to a whole number), as `Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })`. */
export const wholeNumber = (value: number): string => formatted(value, { min: 0, max: 0 });

/** "1,234.5" with at most `max` (and at least `min`) decimals; `new Intl.NumberFormat('en-US')` is max 3. */
export const decimalNumber = (value: number, max = 3, min = 0): string => formatted(value, { min, max });

/** "$1,850.00", or "$1,850" with `cents` false, as Intl's USD currency style. */
export const usDollars = (value: number, cents = true): string =>
  formatted(value, { min: cents ? 2 : 0, max: cents ? 2 : 0, usd: true });

const ordinaryYear = (date: Date, utc = false) => {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return year >= 1000 && year <= 9999;
};

/** Intl's month, day and 24-hour time, for the dates the hand-written forms leave to it. */
const viaIntl24h = (date: Date, month: 'short' | 'numeric') =>
  new Intl.DateTimeFormat('en-US', {
    month,
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** "Nov 23, 08:00" in the browser's time zone (month short, day, 24-hour time). */
export function monthDayTime(date: Date): string {
  if (!ordinaryYear(date)) return viaIntl24h(date, 'short');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** "Nov 23, 2026" in the browser's time zone. */
export function monthDayYear(date: Date): string {
  if (!ordinaryYear(date))
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "3/18, 08:00" in the browser's time zone (numeric month and day, 24-hour time). */
export function numericMonthDayTime(date: Date): string {
  if (!ordinaryYear(date)) return viaIntl24h(date, 'numeric');
  return `${date.getMonth() + 1}/${date.getDate()}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** "Sep 2026" of a UTC date (a month as the server names it: its first day, UTC). */
export function utcMonthYear(date: Date): string {
  if (!ordinaryYear(date, true))
    return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

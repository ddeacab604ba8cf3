import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatCents, formatMiles, formatPlace, formatPounds, humanize } from './format';

// Dates are shown in the browser's time zone. Each zone gets a fresh copy of the module (its
// Intl formatters take the zone when they are built): UTC, one behind it and one ahead of it.
const savedTimeZone = process.env.TZ;
afterAll(() => {
  if (savedTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedTimeZone;
});

async function formatIn(timeZone: string) {
  process.env.TZ = timeZone;
  vi.resetModules();
  return import('./format');
}

const GARBAGE = [null, undefined, '', 'garbage', 'not a date', '2026-13-45', '2026-11-23T25:00:00'];

describe.each([
  // zone, the local time of 2026-11-23T14:05:00Z there
  ['UTC', 'Nov 23, 14:05'],
  ['America/Chicago', 'Nov 23, 08:05'],
  ['Asia/Tokyo', 'Nov 23, 23:05'],
])('dates in %s', (timeZone, utcAfternoon) => {
  it('formatDateTime writes month, day and a 24-hour local time', async () => {
    const { formatDateTime } = await formatIn(timeZone);
    expect(new Date(2026, 10, 23).getTimezoneOffset()).toBe(
      { UTC: 0, 'America/Chicago': 360, 'Asia/Tokyo': -540 }[timeZone],
    );
    expect(formatDateTime('2026-11-23T14:05:00Z')).toBe(utcAfternoon);
    expect(formatDateTime('2026-11-23T14:05:00.000+00:00')).toBe(utcAfternoon);
    // Without an offset the time is already local.
    expect(formatDateTime('2026-11-23T08:00:00')).toBe('Nov 23, 08:00');
    expect(formatDateTime('2026-11-23T00:30:00')).toBe('Nov 23, 00:30');
    expect(formatDateTime('2026-11-23T23:59:00')).toBe('Nov 23, 23:59');
  });

  it('formatDate writes month, day and year of the local day', async () => {
    const { formatDate } = await formatIn(timeZone);
    expect(formatDate('2026-11-23T08:00:00')).toBe('Nov 23, 2026');
    expect(formatDate('2026-01-05T23:59:59')).toBe('Jan 5, 2026');
  });

  it('formatDate shows a calendar date (no time) as that very day', async () => {
    const { formatDate, formatDateTime } = await formatIn(timeZone);
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDateTime('2026-11-23')).toBe('Nov 23, 00:00');
  });

  it.each(GARBAGE)('shows %j as an em dash', async (value) => {
    const { formatDate, formatDateTime } = await formatIn(timeZone);
    expect(formatDateTime(value)).toBe('—');
    expect(formatDate(value)).toBe('—');
  });
});

describe('dates across midnight', () => {
  it('an instant late in the UTC evening is the next day in Tokyo and the same day in Chicago', async () => {
    expect((await formatIn('Asia/Tokyo')).formatDate('2026-11-23T20:00:00Z')).toBe('Nov 24, 2026');
    expect((await formatIn('America/Chicago')).formatDate('2026-11-23T20:00:00Z')).toBe('Nov 23, 2026');
    expect((await formatIn('America/Chicago')).formatDate('2026-11-23T03:00:00Z')).toBe('Nov 22, 2026');
  });
});

const NOT_NUMBERS = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('formatMiles', () => {
  it.each([
    [0, '0 mi'],
    [7, '7 mi'],
    [1234, '1,234 mi'],
    [1234.4, '1,234 mi'],
    [1234.6, '1,235 mi'],
    [2_500_000, '2,500,000 mi'],
  ])('%d → %s', (miles, text) => {
    expect(formatMiles(miles)).toBe(text);
  });

  it.each([...NOT_NUMBERS, '12', {}])('%j → —', (value) => {
    expect(formatMiles(value as number)).toBe('—');
  });
});

describe('formatPounds', () => {
  it.each([
    [0, '0 lb'],
    [950, '950 lb'],
    [12_000, '12,000 lb'],
    [44_999.7, '45,000 lb'],
  ])('%d → %s', (pounds, text) => {
    expect(formatPounds(pounds)).toBe(text);
  });

  it.each([...NOT_NUMBERS, '12000', []])('%j → —', (value) => {
    expect(formatPounds(value as number)).toBe('—');
  });
});

describe('formatCents', () => {
  it.each([
    [185_000, '$1,850.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123_456_789, '$1,234,567.89'],
    [-1250, '-$12.50'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([...NOT_NUMBERS, '1850', {}])('%j → —', (value) => {
    expect(formatCents(value as number)).toBe('—');
  });
});

describe('humanize', () => {
  it.each([
    ['no_eld_connection', 'No ELD connection'],
    ['voip_phone_number', 'VOIP phone number'],
    ['in_progress', 'In progress'],
    ['vehicle_assignment_required', 'Vehicle assignment required'],
    ['delivered', 'Delivered'],
    ['DELIVERED', 'Delivered'],
    ['not-tracking', 'Not tracking'],
    ['assumed__delivered_', 'Assumed delivered'],
    ['eld', 'ELD'],
    ['id', 'ID'],
    ['vin_mismatch', 'VIN mismatch'],
    ['mc_number', 'MC number'],
    ['usdot_number', 'USDOT number'],
    ['dot_oos', 'DOT OOS'],
    ['bipd_coverage', 'BIPD coverage'],
    ['carrier_ein', 'Carrier EIN'],
    ['vpn_detected', 'VPN detected'],
    ['tfx_score', 'TFX score'],
    ['identity_check', 'Identity check'],
  ])('%s → %s', (value, text) => {
    expect(humanize(value)).toBe(text);
  });

  it.each([null, undefined, '', '_', '__-__'])('%j → —', (value) => {
    expect(humanize(value)).toBe('—');
  });
});

describe('formatPlace', () => {
  it.each([
    [{ city: 'Dallas', state: 'TX' }, 'Dallas, TX'],
    [{ city: 'Dallas' }, 'Dallas'],
    [{ city: 'Dallas', state: null }, 'Dallas'],
    [{ state: 'TX' }, 'TX'],
    [{ city: '', state: 'TX' }, 'TX'],
  ])('%j → %s', (place, text) => {
    expect(formatPlace(place)).toBe(text);
  });

  it.each([null, undefined, {}, { city: null, state: null }, { city: '', state: '' }])('%j → —', (place) => {
    expect(formatPlace(place)).toBe('—');
  });
});

describe('formatPhone', () => {
  it('writes North American numbers as people do, others as they came', async () => {
    const { formatPhone } = await import('./format');
    expect(formatPhone('+13125550148')).toBe('(312) 555-0148');
    expect(formatPhone('+525512345678')).toBe('+525512345678');
    expect(formatPhone(null)).toBe('—');
  });
});

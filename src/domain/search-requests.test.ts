import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyPlanLimit,
  contactSearchParams,
  countryListParams,
  isZipPrefix,
  isPlanLimitReached,
  normaliseIdentityAlert,
  zipSearchParams,
} from './search-requests';

describe('contactSearchParams', () => {
  it('requires a type', () => {
    expect(contactSearchParams({ type: null, email: 'a@b.co', phone: '1' })).toEqual({
      ok: false,
      field: 'type',
      message: 'Please select a type of email or phone number.',
    });
  });
  it('searches the trimmed e-mail, or a domain', () => {
    expect(contactSearchParams({ type: 'email', email: '  a@b.co ', phone: '1' })).toEqual({
      ok: true,
      params: { email: 'a@b.co' },
    });
    expect(contactSearchParams({ type: 'email', email: '@blueridgereefer.com', phone: '' })).toEqual({
      ok: true,
      params: { email: '@blueridgereefer.com' },
    });
  });
  it('refuses an e-mail without an @', () => {
    expect(contactSearchParams({ type: 'email', email: 'dispatch', phone: '' })).toMatchObject({
      ok: false,
      field: 'email',
    });
  });
  it('searches the phone in E.164', () => {
    expect(contactSearchParams({ type: 'phone', email: 'x', phone: ' (602) 555-0187 ' })).toEqual({
      ok: true,
      params: { phone: '+16025550187' },
    });
  });
  it('refuses a phone number it cannot read', () => {
    expect(contactSearchParams({ type: 'phone', email: '', phone: '555-1' })).toEqual({
      ok: false,
      field: 'phone',
      message: 'Enter a phone number with its area code, such as (602) 555-0187.',
    });
  });
});

describe('zipSearchParams', () => {
  it('narrows to the chosen countries', () => {
    expect(zipSearchParams('503', ['US'])).toMatchObject({ 'q[country_in][]': ['US'] });
  });
  it('reads ZIP and postal-code prefixes', () => {
    expect(['503', '50309', 'R3C', 'r3c'].map(isZipPrefix)).toEqual([true, true, true, true]);
    expect(['50', 'Des Moines', '503091', 'R3'].map(isZipPrefix)).toEqual([false, false, false, false]);
  });
  it('asks for the default countries', () => {
    expect(countryListParams()).toEqual({ 'q[is_type_in][]': ['country'], 'q[country_in][]': ['US', 'CA', 'MX'] });
  });
  it('asks for five_zip areas by code prefix, 10 by name', () => {
    expect(zipSearchParams(' 606 ')).toEqual({
      'q[is_type_eq]': 'five_zip',
      'q[code_start]': '606',
      per_page: 10,
      'q[s]': 'name asc',
    });
  });
  it('needs a prefix', () => {
    expect(zipSearchParams('  ')).toBeNull();
  });
});

describe('normaliseIdentityAlert', () => {
  it('removes hyphens from the phone and trims the e-mail, keeping other fields', () => {
    expect(normaliseIdentityAlert({ carrier_id: 1, phone: '555-123-4567', email: ' a@b.co ' })).toEqual({
      carrier_id: 1,
      phone: '5551234567',
      email: 'a@b.co',
    });
  });
  it('leaves missing or null fields alone', () => {
    const bare: { carrier_id: number; phone?: string } = { carrier_id: 1 };
    expect(normaliseIdentityAlert(bare)).toEqual({ carrier_id: 1 });
    expect(normaliseIdentityAlert({ phone: null, email: null })).toEqual({ phone: null, email: null });
  });
  it('never leaves a hyphen in the phone and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (phone, email) => {
        const once = normaliseIdentityAlert({ phone, email });
        expect(once.phone).not.toContain('-');
        expect(normaliseIdentityAlert(once)).toEqual(once);
      }),
    );
  });
});

describe('plan limit', () => {
  const paywall = (limit: number | null, count: number) => ({
    limits: { carrier_searches: limit },
    usage: { carrier_searches_count: count },
  });
  it('is reached when a limit is set and usage has reached it', () => {
    expect(isPlanLimitReached(paywall(10, 10))).toBe(true);
    expect(isPlanLimitReached(paywall(10, 11))).toBe(true);
    expect(isPlanLimitReached(paywall(0, 0))).toBe(true);
  });
  it('is not reached below the limit or without one', () => {
    expect(isPlanLimitReached(paywall(10, 9))).toBe(false);
    expect(isPlanLimitReached(paywall(null, 1000))).toBe(false);
  });
  it('shows the prompt and empties results when reached', () => {
    expect(applyPlanLimit([1, 2], paywall(1, 1))).toEqual({ showPlanLimitPrompt: true, results: [] });
    expect(applyPlanLimit([1, 2], paywall(5, 1))).toEqual({ showPlanLimitPrompt: false, results: [1, 2] });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IDENTITY_ALERT_CATEGORIES,
  IDENTITY_ALERT_CATEGORY_LABELS,
  alertEmail,
  alertOrigin,
  alertPhone,
  alertPhoneE164,
  identityAlertWindowStart,
  isOwnAlert,
} from './identity-alerts';

describe('identity alert categories', () => {
  it('are the nine of the spec, each with a label', () => {
    expect(IDENTITY_ALERT_CATEGORIES).toHaveLength(9);
    expect(Object.keys(IDENTITY_ALERT_CATEGORY_LABELS)).toEqual([...IDENTITY_ALERT_CATEGORIES]);
  });
});

describe('alertPhone', () => {
  it('removes hyphens and keeps everything else', () => {
    expect(alertPhone('602-555-0187')).toBe('6025550187');
    expect(alertPhone(' (602) 555-0187 ')).toBe('(602) 5550187');
    expect(alertPhone('+1 602 555 0187')).toBe('+1 602 555 0187');
  });

  it('never leaves a hyphen, and doing it twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = alertPhone(raw);
        expect(once).not.toContain('-');
        expect(alertPhone(once)).toBe(once);
        expect(once.replace(/\s/g, '')).toBe(raw.replaceAll('-', '').replace(/\s/g, ''));
      }),
    );
  });
});

describe('alertPhoneE164', () => {
  it('reads North American and + numbers, nothing else', () => {
    expect(alertPhoneE164('602-555-0187')).toBe('+16025550187');
    expect(alertPhoneE164('1 (602) 555-0187')).toBe('+16025550187');
    expect(alertPhoneE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(alertPhoneE164('555-0187')).toBeNull();
    expect(alertPhoneE164('')).toBeNull();
  });

  it('answers a valid E.164 number or null, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const e164 = alertPhoneE164(raw);
        if (e164 !== null) expect(e164).toMatch(/^\+[1-9][0-9]{6,14}$/);
      }),
    );
  });
});

describe('alertEmail', () => {
  it('trims the e-mail', () => {
    expect(alertEmail('  dispatch@sonoranflatbed.com \n')).toBe('dispatch@sonoranflatbed.com');
  });
});

describe('identityAlertWindowStart', () => {
  it('is seven days before now', () => {
    expect(identityAlertWindowStart(new Date('2026-03-17T14:00:00Z'))).toBe('2026-03-10T14:00:00.000Z');
  });
});

describe('isOwnAlert', () => {
  it('is the signed-in company’s alert only', () => {
    expect(isOwnAlert({ company_id: 310 }, 310)).toBe(true);
    expect(isOwnAlert({ company_id: 327 }, 310)).toBe(false);
    expect(isOwnAlert({ company_id: 310 }, null)).toBe(false);
  });
});

describe('alertOrigin', () => {
  it('takes the five-zip area and its code as the postal code', () => {
    expect(
      alertOrigin({
        area_ids: [450309, 512, 116, 1],
        areas: [
          { id: 1, is_type: 'country', code: 'US' },
          { id: 450309, is_type: 'five_zip', code: '50309' },
        ],
      }),
    ).toEqual({ area_id: 450309, postal_code: '50309' });
  });

  it('falls back to the smallest area, without a postal code, and to nothing', () => {
    expect(alertOrigin({ area_ids: [512, 116], areas: [] })).toEqual({ area_id: 512, postal_code: null });
    expect(alertOrigin({ area_ids: [], areas: [] })).toBeNull();
  });
});

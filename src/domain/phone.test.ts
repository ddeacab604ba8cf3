import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['6025550187', '+16025550187'],
    ['(602) 555-0187', '+16025550187'],
    ['602.555.0187', '+16025550187'],
    ['1-602-555-0187', '+16025550187'],
    ['+1 602 555 0187', '+16025550187'],
    ['+1 (204) 555-0199', '+12045550199'],
    ['+52 55 1234 5678', '+525512345678'],
    ['52 55 1234 5678', '+525512345678'],
    ['011 52 55 1234 5678', '+525512345678'],
    ['+52 1 55 1234 5678', '+525512345678'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });

  it.each(['', '555-0187', '12345', 'call me', '602555018x', '+0 123 4567 890', '+1234567', '60255501877'])(
    'refuses %j',
    (raw) => {
      expect(normalisePhone(raw)).toBeNull();
    },
  );

  it('writes any ten-digit North American number, however it is formatted, the same way', () => {
    // A North American number's area code and exchange start with 2–9 (NANP): "011…" is the
    // international prefix, not a number, so the generator draws only real ones.
    const digit = fc.constantFrom(...'0123456789'.split(''));
    const lead = fc.constantFrom(...'23456789'.split(''));
    const number = fc
      .tuple(
        lead,
        fc.array(digit, { minLength: 2, maxLength: 2 }),
        lead,
        fc.array(digit, { minLength: 6, maxLength: 6 }),
      )
      .map(([a, area, e, rest]) => [a, ...area, e, ...rest]);
    fc.assert(
      fc.property(number, fc.constantFrom('', '-', ' ', '.'), (d, sep) => {
        const ten = d.join('');
        const written = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}${sep}${ten.slice(6)}`;
        expect(normalisePhone(written)).toBe(`+1${ten}`);
        expect(normalisePhone(`+1${sep}${ten}`)).toBe(`+1${ten}`);
      }),
    );
  });

  it('answers E.164 or nothing, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const e164 = normalisePhone(raw);
        if (e164 !== null) expect(e164).toMatch(/^\+[1-9]\d{7,14}$/);
      }),
    );
  });
});

describe('formatPhone', () => {
  it('groups North American and Mexican numbers', () => {
    expect(formatPhone('+16025550187')).toBe('+1 602-555-0187');
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});

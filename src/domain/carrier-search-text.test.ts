import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  NSC_REGIONS,
  PREFIXED_IDENTIFIER_TYPES,
  carrierSearchQuery,
  describeCarrierSearch,
  normaliseSearchText,
  parseCarrierSearch,
  radiusSearchQuery,
} from './carrier-search-text';

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: min, maxLength: max }).map((d) => d.join(''));
const separator = fc.constantFrom('', '-', ' ');

describe('parseCarrierSearch', () => {
  it.each([
    ['123', { kind: 'numeric', value: '123' }],
    ['  0042 ', { kind: 'numeric', value: '0042' }],
    ['MC123', { kind: 'identifier', type: 'MC', value: '123' }],
    ['mc-123', { kind: 'identifier', type: 'MC', value: '123' }],
    ['dot 77', { kind: 'identifier', type: 'DOT', value: '77' }],
    ['MX-9', { kind: 'identifier', type: 'MX', value: '9' }],
    ['FF 10', { kind: 'identifier', type: 'FF', value: '10' }],
    ['SCAC5', { kind: 'identifier', type: 'SCAC', value: '5' }],
    ['RFC-55', { kind: 'identifier', type: 'RFC', value: '55' }],
    ['CVOR-123-456-789', { kind: 'identifier', type: 'CVOR', value: '123456789' }],
    ['cvor 123456789', { kind: 'identifier', type: 'CVOR', value: '123456789' }],
    ['CVOR123', { kind: 'identifier', type: 'CVOR', value: '123' }],
    ['NIR R-123456-7', { kind: 'identifier', type: 'NIR_QC', value: 'R1234567' }],
    ['r1234567', { kind: 'identifier', type: 'NIR_QC', value: 'R1234567' }],
    ['NIRR 123456 7', { kind: 'identifier', type: 'NIR_QC', value: 'R1234567' }],
    ['NSC AB 123-456', { kind: 'identifier', type: 'NSC_AB', value: '123456' }],
    ['NSC-123 456', { kind: 'identifier', type: 'NSC', value: '123456' }],
    ['nscmb7', { kind: 'identifier', type: 'NSC_MB', value: '7' }],
    // Ontario and Quebec issue CVOR and NIR numbers, not NSC: the API has no NSC_ON or NSC_QC type.
    ['nscqc7', { kind: 'name', value: 'NSCQC7' }],
    ['NSC ON 12', { kind: 'name', value: 'NSCON12' }],
    ['SCAC BRRI', { kind: 'identifier', type: 'SCAC', value: 'BRRI' }],
    ['scac-ab', { kind: 'identifier', type: 'SCAC', value: 'AB' }],
    ['SCACBRRI', { kind: 'name', value: 'SCACBRRI' }],
    ['SCAC ABCDE', { kind: 'name', value: 'SCACABCDE' }],
    ['RFC TMS850101AB1', { kind: 'identifier', type: 'RFC', value: 'TMS850101AB1' }],
    ['rfc-gomj8501019q3', { kind: 'identifier', type: 'RFC', value: 'GOMJ8501019Q3' }],
    ['RFC TMS85010', { kind: 'name', value: 'RFCTMS85010' }],
    ['12-34', { kind: 'exact', value: '12-34' }],
    ['-1-', { kind: 'exact', value: '-1-' }],
    ['Acme Trucking, LLC', { kind: 'name', value: 'ACMETRUCKINGLLC' }],
    ['McDonald', { kind: 'name', value: 'MCDONALD' }],
    ['MC', { kind: 'name', value: 'MC' }],
    ['MC--1', { kind: 'name', value: 'MC1' }],
    ['MC  1', { kind: 'name', value: 'MC1' }],
    ['CVOR---', { kind: 'name', value: 'CVOR' }],
    ['R12345678', { kind: 'name', value: 'R12345678' }],
    ['NSC XX 12', { kind: 'name', value: 'NSCXX12' }],
    ['NSC 12--3', { kind: 'name', value: 'NSC123' }],
    ['---', { kind: 'empty' }],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['Élan 1', { kind: 'name', value: 'ÉLAN1' }],
    ['XMC123', { kind: 'name', value: 'XMC123' }],
    ['MC123X', { kind: 'name', value: 'MC123X' }],
    ['XCVOR123', { kind: 'name', value: 'XCVOR123' }],
    ['CVOR123X', { kind: 'name', value: 'CVOR123X' }],
    ['AB1234567', { kind: 'name', value: 'AB1234567' }],
    ['R12345678X', { kind: 'name', value: 'R12345678X' }],
    ['12-34A', { kind: 'name', value: '1234A' }],
    ['A12-34', { kind: 'name', value: 'A1234' }],
  ])('%j → %j', (text, expected) => {
    expect(parseCarrierSearch(text)).toEqual(expected);
  });

  it('round-trips every prefixed identifier form', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFIXED_IDENTIFIER_TYPES), separator, digits(1, 12), (type, sep, value) => {
        for (const prefix of [type, type.toLowerCase()]) {
          expect(parseCarrierSearch(` ${prefix}${sep}${value} `)).toEqual({ kind: 'identifier', type, value });
        }
      }),
    );
  });

  it('round-trips CVOR numbers written with or without hyphens', () => {
    fc.assert(
      fc.property(separator, digits(3, 3), digits(3, 3), digits(3, 3), separator, (sep, a, b, c, inner) => {
        const grouped = inner === '-' ? `${a}-${b}-${c}` : `${a}${b}${c}`;
        expect(parseCarrierSearch(`CVOR${sep}${grouped}`)).toEqual({
          kind: 'identifier',
          type: 'CVOR',
          value: `${a}${b}${c}`,
        });
      }),
    );
  });

  it('round-trips Quebec NIR numbers with an optional NIR prefix', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom('', 'NIR', 'NIR-', 'NIR '),
        letter,
        separator,
        digits(6, 6),
        separator,
        digits(1, 1),
        (prefix, l, s1, six, s2, one) => {
          expect(parseCarrierSearch(`${prefix}${l}${s1}${six}${s2}${one}`)).toEqual({
            kind: 'identifier',
            type: 'NIR_QC',
            value: `${l}${six}${one}`,
          });
        },
      ),
    );
  });

  it('round-trips NSC numbers with an optional region and digit groups', () => {
    fc.assert(
      fc.property(
        separator,
        fc.option(fc.constantFrom(...NSC_REGIONS), { nil: undefined }),
        separator,
        fc.array(digits(1, 4), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('-', ' '),
        (sep, region, regionSep, groups, groupSep) => {
          const text = `nsc${sep}${region ? `${region.toLowerCase()}${regionSep}` : ''}${groups.join(groupSep)}`;
          expect(parseCarrierSearch(text)).toEqual({
            kind: 'identifier',
            type: region ? `NSC_${region}` : 'NSC',
            value: groups.join(''),
          });
        },
      ),
    );
  });

  it('never throws, whatever the text', () => {
    const nasty = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.string({ unit: 'binary', maxLength: 50 }),
      fc.constantFrom('🚚🚛', 'شركة النقل', '\u202Eabc', '\u0000\u0007\u001b', 'x'.repeat(10_000), '-'.repeat(10_000)),
      fc.string({ minLength: 9_990, maxLength: 10_000 }),
    );
    fc.assert(
      fc.property(nasty, (text) => {
        expect(() => carrierSearchQuery(text)).not.toThrow();
        expect(() => radiusSearchQuery(text)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('reads a normalised text the same way as the raw text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(parseCarrierSearch(normaliseSearchText(text))).toEqual(parseCarrierSearch(text));
      }),
    );
  });

  it('gives a name value of letters and digits only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const parsed = parseCarrierSearch(text);
        if (parsed.kind === 'name') expect(parsed.value).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });
});

describe('normaliseSearchText', () => {
  it('trims and upper-cases', () => {
    expect(normaliseSearchText('  acme\t')).toBe('ACME');
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normaliseSearchText(text);
        expect(normaliseSearchText(once)).toBe(once);
      }),
    );
  });
});

describe('carrierSearchQuery', () => {
  it('searches digits as a numeric identifier prefix ordered by legal name', () => {
    expect(carrierSearchQuery('123')).toEqual({
      'q[identifiers_value_start]': '123',
      'q[identifiers_is_numeric_eq]': true,
      'q[s]': 'legal_name asc',
    });
  });
  it('filters a prefixed identifier by its type', () => {
    expect(carrierSearchQuery('mc-123')).toEqual({
      'q[identifiers_value_start]': '123',
      'q[identifiers_is_type_eq]': 'MC',
      'q[s]': 'legal_name asc',
    });
  });
  it('matches every regional NSC type when no region is given', () => {
    expect(carrierSearchQuery('NSC 12')).toEqual({
      'q[identifiers_value_start]': '12',
      'q[identifiers_is_type_start]': 'NSC',
      'q[s]': 'legal_name asc',
    });
    expect(carrierSearchQuery('NSC AB 12')).toEqual({
      'q[identifiers_value_start]': '12',
      'q[identifiers_is_type_eq]': 'NSC_AB',
      'q[s]': 'legal_name asc',
    });
  });
  it('finds a SCAC code by its letters', () => {
    expect(carrierSearchQuery('scac brri')).toEqual({
      'q[identifiers_value_start]': 'BRRI',
      'q[identifiers_is_type_eq]': 'SCAC',
      'q[s]': 'legal_name asc',
    });
  });
  it('matches digits and hyphens exactly', () => {
    expect(carrierSearchQuery('1-2')).toEqual({ 'q[identifiers_value_eq]': '1-2' });
  });
  it('searches anything else as a legal or DBA name prefix', () => {
    expect(carrierSearchQuery('acme!')).toEqual({ 'q[legal_name_or_dba_name_start]': 'ACME' });
  });
  it('sends no filter for an empty text', () => {
    expect(carrierSearchQuery(' ')).toEqual({});
  });
});

describe('radiusSearchQuery', () => {
  it('searches digits as an identifier prefix', () => {
    expect(radiusSearchQuery(' 42 ')).toEqual({ 'q[identifiers_value_start]': '42' });
  });
  it('searches anything else as name contains', () => {
    expect(radiusSearchQuery('mc 42')).toEqual({ 'q[legal_name_or_dba_name_cont]': 'MC 42' });
  });
  it('sends no filter for an empty text', () => {
    expect(radiusSearchQuery('  ')).toEqual({});
  });
});

describe('describeCarrierSearch: the hint says what the request asks (one parse for both)', () => {
  it.each([
    ['123456', false, 'DOT, MC and other numbers starting with 123456'],
    ['MC 123456', false, 'MC numbers starting with 123456'],
    ['12-345', false, 'Identifiers exactly 12-345'],
    ['Blue Ridge', false, 'Legal or DBA names starting with BLUERIDGE'],
    ['  ', false, 'Any carrier'],
    ['12345', true, 'Identifiers starting with 12345'],
    ['Blue Ridge', true, 'Names containing “BLUE RIDGE”'],
    ['', true, 'Every carrier near the place'],
  ])('%j (around a place: %s) → %s', (text, radius, hint) => {
    expect(describeCarrierSearch(text, radius)).toBe(hint);
  });

  it('around a place, names the identifier start or the name part the request sends', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), digits(1, 9)), (text) => {
        const query = radiusSearchQuery(text);
        const hint = describeCarrierSearch(text, true);
        const start = query['q[identifiers_value_start]'];
        const part = query['q[legal_name_or_dba_name_cont]'];
        if (start !== undefined) expect(hint).toBe(`Identifiers starting with ${start}`);
        else if (part !== undefined) expect(hint).toBe(`Names containing “${part}”`);
        else expect(hint).toBe('Every carrier near the place');
      }),
    );
  });

  it('anywhere, names the value the request looks for', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          digits(1, 9),
          digits(1, 9).map((d) => `MC ${d}`),
        ),
        (text) => {
          const query = carrierSearchQuery(text);
          const value =
            query['q[identifiers_value_start]'] ??
            query['q[identifiers_value_eq]'] ??
            query['q[legal_name_or_dba_name_start]'];
          const hint = describeCarrierSearch(text, false);
          if (value === undefined) expect(hint).toBe('Any carrier');
          else expect(hint.endsWith(` ${value}`)).toBe(true);
        },
      ),
    );
  });
});

import { domainToASCII, domainToUnicode as nodeToUnicode } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodePunycode,
  domainOf,
  domainToUnicode,
  editDistance,
  foreignLetters,
  isPunycode,
  lookAlikeOf,
  registrableDomain,
  skeleton,
} from './domain-names';

describe('decodePunycode', () => {
  it.each([
    ['prairiewindtrnsport-2op', 'prairiewindtrаnsport'],
    ['bcher-kva', 'bücher'],
    ['mnchen-3ya', 'münchen'],
    ['80ak6aa92e', 'аррӏе'],
  ])('decodes %s to %s', (label, unicode) => {
    expect(decodePunycode(label)).toBe(unicode);
  });

  it('answers null for what is not punycode', () => {
    for (const bad of ['ab-99999999999', 'é-abc', 'abc-!', 'zz-9']) expect(decodePunycode(bad)).toBeNull();
  });

  it('reads every label the platform encodes as the platform does (property)', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789аеорсухіјѕԁöüñéçßøåłğ'.split(''));
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 20 }), (letters) => {
        const ascii = domainToASCII(`${letters.join('')}.com`);
        fc.pre(ascii !== '');
        expect(domainToUnicode(ascii)).toBe(nodeToUnicode(ascii));
      }),
    );
  });

  it('never throws on any label (property)', () => {
    fc.assert(fc.property(fc.string(), (label) => void decodePunycode(label)));
  });
});

describe('domains of addresses', () => {
  it('takes the part after the last @, lower case', () => {
    expect(domainOf('Dispatch@BlueRidgeReefer.com')).toBe('blueridgereefer.com');
    expect(domainOf('"a@b" x@carrier.com.')).toBe('carrier.com');
    expect(domainOf('no-at-sign')).toBeNull();
    expect(domainOf(null)).toBeNull();
  });
  it('keeps the registrable part, with the usual two-level endings', () => {
    expect(registrableDomain('mail.blueridgereefer.com')).toBe('blueridgereefer.com');
    expect(registrableDomain('ops.carrier.co.uk')).toBe('carrier.co.uk');
    expect(registrableDomain('greatnorthcarriers.ca')).toBe('greatnorthcarriers.ca');
    expect(registrableDomain('a.b.carrier.com.mx')).toBe('carrier.com.mx');
  });
  it('says when a domain is punycode and which letters are foreign', () => {
    expect(isPunycode('dispatch.xn--prairiewindtrnsport-2op.com')).toBe(true);
    expect(isPunycode('prairiewindtransport.com')).toBe(false);
    expect(foreignLetters('xn--prairiewindtrnsport-2op.com')).toEqual([{ letter: 'а', imitates: 'a' }]);
  });
});

describe('skeleton', () => {
  it('reads look-alike letters, digits and pairs as the letters they imitate', () => {
    expect(skeleton('xn--prairiewindtrnsport-2op.com')).toBe(skeleton('prairiewindtransport.com'));
    expect(skeleton('bluer1dgereefer.com')).toBe(skeleton('blueridgereefer.com'));
    expect(skeleton('sonoranf1atbed.com')).toBe(skeleton('sonoranflatbed.com'));
    expect(skeleton('arnazon.com')).toBe(skeleton('amazon.com'));
    expect(skeleton('vvalmart.com')).toBe(skeleton('walmart.com'));
    expect(skeleton('prairiewindtransport.com')).not.toBe(skeleton('blueridgereefer.com'));
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('sonoranflatbed.com', 'sonoranflatbed.co')).toBe(1);
    expect(editDistance('blueridgereefer.com', 'bluerigdereefer.com')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('is zero only between equal texts, symmetric, and bounded by the longer length (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });
});

describe('lookAlikeOf', () => {
  const known = ['prairiewindtransport.com', 'blueridgereefer.com', 'sonoranflatbed.com', 'lakeshorelogistics.com'];
  it.each([
    ['xn--prairiewindtrnsport-2op.com', { kind: 'homoglyph', of: 'prairiewindtransport.com' }],
    ['b1ueridgereefer.com', { kind: 'homoglyph', of: 'blueridgereefer.com' }],
    ['sonoranflatbed.co', { kind: 'typo', of: 'sonoranflatbed.com', distance: 1 }],
    ['blueridgereefers.com', { kind: 'typo', of: 'blueridgereefer.com', distance: 1 }],
    ['lakeshore-logistics.com', { kind: 'typo', of: 'lakeshorelogistics.com', distance: 1 }],
    ['prairiewindtransport.info', { kind: 'ending', of: 'prairiewindtransport.com' }],
    ['blueridgereefer-remit.top', { kind: 'contains', of: 'blueridgereefer.com' }],
  ])('%s imitates a known domain', (domain, expected) => {
    expect(lookAlikeOf(domain, known)).toEqual(expected);
  });
  it.each(['prairiewindtransport.com', 'mail.blueridgereefer.com', 'quickdispatchpros.com', 'gmail.com'])(
    '%s imitates none',
    (domain) => {
      expect(lookAlikeOf(domain, known)).toBeNull();
    },
  );
});

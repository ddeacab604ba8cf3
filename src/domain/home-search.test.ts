import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyHomeSearch } from './home-search';

const ALL = { contacts: true, vehicles: true };
const NONE = { contacts: false, vehicles: false };

describe('classifyHomeSearch', () => {
  it.each([
    ['MC 123456', { kind: 'carrier', text: 'MC 123456' }],
    ['DOT-3184562', { kind: 'carrier', text: 'DOT-3184562' }],
    ['3184562', { kind: 'carrier', text: '3184562' }],
    ['12345678', { kind: 'carrier', text: '12345678' }],
    ['CVOR 123-456-789', { kind: 'carrier', text: 'CVOR 123-456-789' }],
    ['123-456-789', { kind: 'carrier', text: '123-456-789' }],
    ['  Prairie Wind  ', { kind: 'carrier', text: 'Prairie Wind' }],
    ['NSC AB 215873442', { kind: 'carrier', text: 'NSC AB 215873442' }],
    ['dispatch@blueridgereefer.com', { kind: 'email', email: 'dispatch@blueridgereefer.com' }],
    [' @blueridgereefer.com ', { kind: 'email', email: '@blueridgereefer.com' }],
    ['(602) 555-0187', { kind: 'phone', phone: '+16025550187' }],
    ['602-555-0187', { kind: 'phone', phone: '+16025550187' }],
    ['+52 55 1234 5678', { kind: 'phone', phone: '+525512345678' }],
    ['1FUJGLDR5CLBP8834', { kind: 'vin', vin: '1FUJGLDR5CLBP8834' }],
    ['1fujgldr5clbp8834 ', { kind: 'vin', vin: '1FUJGLDR5CLBP8834' }],
    // Seventeen digits are no VIN (no letter) and no phone number: a carrier search.
    ['12345678901234567', { kind: 'carrier', text: '12345678901234567' }],
    ['', { kind: 'empty' }],
  ])('%j → %j', (text, expected) => {
    expect(classifyHomeSearch(text, ALL)).toEqual(expected);
  });

  it('says when the user may not search by contact or vehicle', () => {
    expect(classifyHomeSearch('(602) 555-0187', NONE)).toEqual({ kind: 'unavailable', what: 'contact' });
    expect(classifyHomeSearch('a@b.co', NONE)).toEqual({ kind: 'unavailable', what: 'contact' });
    expect(classifyHomeSearch('1FUJGLDR5CLBP8834', NONE)).toEqual({ kind: 'unavailable', what: 'vehicle' });
    expect(classifyHomeSearch('MC 123456', NONE)).toEqual({ kind: 'carrier', text: 'MC 123456' });
  });

  it('never reads a DOT or MC number (eight digits at most) as a phone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom('', 'MC ', 'DOT-', 'MC-'), (n, prefix) => {
        expect(classifyHomeSearch(`${prefix}${n}`, ALL).kind).toBe('carrier');
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(() => classifyHomeSearch(text, ALL)).not.toThrow();
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, luhnValid, parseExpiry } from './cards';

const TODAY = { year: 2026, month: 3 };
const good = { number: '4242 4242 4242 4242', expiry: '08/28', cvc: '123', postalCode: '60654' };

describe('cards', () => {
  it('knows the brands by their first digits', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('american_express');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), (body) => {
        // Exactly one check digit completes any body.
        const valid = [...'0123456789'].filter((d) => luhnValid(body + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('reads MM/YY and MM/YYYY, refusing impossible months', () => {
    expect(parseExpiry('08/28')).toEqual({ month: 8, year: 2028 });
    expect(parseExpiry(' 3 / 2027 ')).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('0828')).toBeNull();
  });

  it('passes a good card, with the number as digits', () => {
    expect(checkCard(good, TODAY)).toEqual({
      card: { number: '4242424242424242', brand: 'visa', expMonth: 8, expYear: 2028, cvc: '123', postalCode: '60654' },
    });
    expect('card' in checkCard({ ...good, expiry: '03/26' }, TODAY)).toBe(true);
    expect('card' in checkCard({ ...good, postalCode: 'm5v 2t6' }, TODAY)).toBe(true);
    expect('card' in checkCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, TODAY)).toBe(true);
  });

  it('names each field at fault', () => {
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '02/26', cvc: '12', postalCode: '' }, TODAY)).toEqual({
      problems: {
        number: 'This card number is not valid.',
        expiry: 'This card has expired.',
        cvc: 'Enter the 3-digit security code.',
        postalCode: 'Enter the billing ZIP or postal code.',
      },
    });
    expect(checkCard({ ...good, number: '' }, TODAY)).toEqual({ problems: { number: 'Enter the card number.' } });
    expect(checkCard({ ...good, number: '9999 9999 9999 9995' }, TODAY)).toEqual({
      problems: { number: 'We take Visa, Mastercard, American Express and Discover.' },
    });
    expect(checkCard({ ...good, number: '378282246310005' }, TODAY)).toEqual({
      problems: { cvc: 'Enter the 4-digit security code.' },
    });
  });
});

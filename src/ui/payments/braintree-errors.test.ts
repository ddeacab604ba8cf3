import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  braintreeEnvironment,
  cardFormErrorOf,
  emptyFields,
  FORM_FIELD,
  KEY_REFUSED,
  NO_ANSWER,
  tokenizedCard,
} from './braintree-errors';
import { braintreePaymentAdapter } from './braintree-card-fields';
import { CardFormError } from './payment-types';

// The rejections as braintree-web 3.144.0 makes them (BraintreeError: type, code, message, details).
const vendor = (code: string, type = 'CUSTOMER', details?: object) => ({ name: 'BraintreeError', type, code, details });
const HOSTED = ['number', 'expirationDate', 'cvv', 'postalCode'] as const;

describe('cardFormErrorOf', () => {
  it('puts every field’s request beside it when all the fields are empty', () => {
    const error = cardFormErrorOf(vendor('HOSTED_FIELDS_FIELDS_EMPTY'));
    expect(error).toBeInstanceOf(CardFormError);
    expect(error.problems).toEqual({
      number: 'Enter the card number.',
      expiry: 'Enter the expiry as MM/YY.',
      cvc: 'Enter the security code.',
      postalCode: 'Enter the billing ZIP or postal code.',
    });
  });

  it('names each invalid field by the form’s name for it, asking for an empty one and judging a typed one', () => {
    const error = cardFormErrorOf(
      vendor('HOSTED_FIELDS_FIELDS_INVALID', 'CUSTOMER', { invalidFieldKeys: ['number', 'cvv', 'expirationDate'] }),
      ['cvv'],
    );
    expect(error.problems).toEqual({
      number: 'This card number is not valid.',
      expiry: 'Enter an expiry that has not passed, as MM/YY.',
      cvc: 'Enter the security code.',
    });
  });

  it('shows a problem for exactly the invalid fields, whichever they are', () => {
    fc.assert(
      fc.property(fc.subarray([...HOSTED], { minLength: 1 }), fc.subarray([...HOSTED]), (invalid, empty) => {
        const { problems } = cardFormErrorOf(
          vendor('HOSTED_FIELDS_FIELDS_INVALID', 'CUSTOMER', { invalidFieldKeys: invalid }),
          empty,
        );
        expect(Object.keys(problems).sort()).toEqual(invalid.map((key) => FORM_FIELD[key]).sort());
        for (const key of invalid)
          expect(problems[FORM_FIELD[key]]).toMatch(
            empty.includes(key) ? /^Enter the / : /not valid|has not passed|ZIP/,
          );
      }),
    );
  });

  it('shows the bank’s refusal of the security code or ZIP beside both, and a duplicate or refused card beside the number', () => {
    expect(cardFormErrorOf(vendor('HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED')).problems).toEqual({
      cvc: 'The card’s bank did not confirm this security code or billing ZIP.',
      postalCode: 'The card’s bank did not confirm this security code or billing ZIP.',
    });
    expect(cardFormErrorOf(vendor('HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE')).problems).toEqual({
      number: 'This card is already on file.',
    });
    expect(Object.keys(cardFormErrorOf(vendor('HOSTED_FIELDS_FAILED_TOKENIZATION')).problems)).toEqual(['number']);
  });

  it('gives the form a message and no field a problem when Braintree does not answer or refuses the key', () => {
    for (const [error, message] of [
      [vendor('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', 'NETWORK'), NO_ANSWER],
      [vendor('CLIENT_GATEWAY_NETWORK', 'NETWORK'), NO_ANSWER],
      [vendor('HOSTED_FIELDS_TIMEOUT', 'UNKNOWN'), NO_ANSWER],
      [vendor('CLIENT_AUTHORIZATION_INVALID', 'MERCHANT'), KEY_REFUSED],
    ] as const) {
      const failure = cardFormErrorOf(error);
      expect(failure.message).toBe(message);
      expect(failure.problems).toEqual({});
    }
    // Invalid fields it does not name, an unknown code, or not a Braintree error at all.
    for (const error of [
      vendor('HOSTED_FIELDS_FIELDS_INVALID', 'CUSTOMER', { invalidFieldKeys: ['cardholderName'] }),
      vendor('SOMETHING_NEW', 'INTERNAL'),
      new TypeError('Failed to fetch dynamically imported module'),
      undefined,
    ]) {
      expect(cardFormErrorOf(error).problems).toEqual({});
      expect(cardFormErrorOf(error).message).toBe('The card could not be checked. Try again, or add it later.');
    }
  });
});

describe('tokenizedCard and emptyFields', () => {
  it('hands the form the nonce, the brand it names and the last four digits', () => {
    const payload = {
      nonce: 'tokencc_sb_7q2m9k_4n6p2w',
      type: 'CreditCard',
      description: 'ending in 11',
      details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11', bin: '411111' },
    };
    expect(tokenizedCard(payload)).toEqual({ nonce: 'tokencc_sb_7q2m9k_4n6p2w', brand: 'visa', last4: '1111' });
    expect(tokenizedCard({ ...payload, details: { cardType: 'MasterCard', lastFour: '4444' } }).brand).toBe(
      'mastercard',
    );
    expect(tokenizedCard({ ...payload, details: { cardType: 'American Express', lastFour: '0005' } }).brand).toBe(
      'american_express',
    );
    expect(tokenizedCard({ ...payload, details: { cardType: 'JCB', lastFour: '0000' } }).brand).toBeNull();
  });

  it('lists the fields Braintree says are empty', () => {
    const field = (isEmpty: boolean) => ({ isEmpty, isValid: false, isPotentiallyValid: true, isFocused: false });
    expect(emptyFields({ fields: { number: field(false), cvv: field(true), postalCode: field(true) } })).toEqual([
      'cvv',
      'postalCode',
    ]);
  });
});

describe('braintreePaymentAdapter', () => {
  it('is a test mode with a sandbox key, and refuses a build without a tokenization key', () => {
    expect(braintreePaymentAdapter('sandbox_k7m2q9xz_lakeshore')).toMatchObject({ id: 'braintree', testMode: true });
    expect(braintreePaymentAdapter('production_k7m2q9xz_lakeshore').testMode).toBe(false);
    for (const key of ['', 'sandbox_', 'eyJ2ZXJzaW9uIjoyfQ=='])
      expect(() => braintreePaymentAdapter(key)).toThrow(
        'Card payments are not set up in this build (no Braintree tokenization key).',
      );
  });
});

describe('braintreeEnvironment', () => {
  const part = fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/);
  it('reads the environment of any tokenization key', () => {
    fc.assert(
      fc.property(fc.constantFrom('sandbox', 'production'), part, part, (environment, a, b) => {
        expect(braintreeEnvironment(`${environment}_${a}_${b}`)).toBe(environment);
        expect(braintreeEnvironment(`${environment}_${a}_${b}_more`)).toBe(environment);
      }),
    );
  });

  it('answers null for anything else, whatever it holds', () => {
    expect(braintreeEnvironment('')).toBeNull();
    expect(braintreeEnvironment('sandbox_onlyone')).toBeNull();
    expect(braintreeEnvironment('development_abc_def')).toBeNull();
    // A client token (base64 JSON) is not a tokenization key.
    expect(braintreeEnvironment('eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJ4In0=')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const environment = braintreeEnvironment(text);
        if (environment !== null) expect(text.trim()).toMatch(/^(sandbox|production)_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/);
      }),
    );
  });
});

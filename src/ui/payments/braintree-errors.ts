import type { HostedFieldKey, HostedFieldsState, HostedFieldsTokenizePayload } from 'braintree-web/hosted-fields';
import type { CardBrandName, CardField } from '../../domain';
import { CardFormError, type TokenizedCard } from './payment-types';

/** Each hosted field under the name of the card form's field it is (the fake form's names). */
export const FORM_FIELD: Readonly<Record<HostedFieldKey, CardField>> = {
  number: 'number',
  expirationDate: 'expiry',
  cvv: 'cvc',
  postalCode: 'postalCode',
};

const EMPTY: Readonly<Record<CardField, string>> = {
  number: 'Enter the card number.',
  expiry: 'Enter the expiry as MM/YY.',
  cvc: 'Enter the security code.',
  postalCode: 'Enter the billing ZIP or postal code.',
};
const INVALID: Readonly<Record<CardField, string>> = {
  number: 'This card number is not valid.',
  expiry: 'Enter an expiry that has not passed, as MM/YY.',
  cvc: 'This security code is not valid for the card.',
  postalCode: 'Enter the billing ZIP or postal code.',
};
const NOT_VERIFIED = 'The card’s bank did not confirm this security code or billing ZIP.';

/** The form-level messages: the vendor did not answer, refused the build's key, or failed otherwise. */
export const NO_ANSWER = 'The payment processor did not answer. Check the connection and try again.';
export const KEY_REFUSED = 'Card payments are not set up correctly in this build: Braintree refused its key.';
const FAILED = 'The card could not be checked. Try again, or add it later.';

// Besides Braintree's errors of type NETWORK: its frames or its scripts never came.
const NO_ANSWER_CODES = new Set(['HOSTED_FIELDS_TIMEOUT', 'CLIENT_SCRIPT_FAILED_TO_LOAD']);
const KEY_CODES = new Set([
  'CLIENT_AUTHORIZATION_INVALID',
  'CLIENT_AUTHORIZATION_INSUFFICIENT',
  'CLIENT_INVALID_AUTHORIZATION',
  'CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN',
]);

const isKey = (key: unknown): key is HostedFieldKey => typeof key === 'string' && key in FORM_FIELD;

/** The hosted fields that are empty (their own state), so an invalid one is asked for rather than judged. */
export function emptyFields(state: HostedFieldsState): HostedFieldKey[] {
  return (Object.keys(state.fields) as HostedFieldKey[]).filter((key) => state.fields[key]?.isEmpty === true);
}

/**
 * A rejection of braintree-web (its BraintreeError: `code`, `details.invalidFieldKeys`) as the card
 * form shows it: each card error beside the field it concerns (`problems`, by the form's field
 * names), anything else — the vendor did not answer, refused the key — as the form's message only.
 */
export function cardFormErrorOf(error: unknown, empty: readonly HostedFieldKey[] = []): CardFormError {
  const { code, type, details } = (error ?? {}) as {
    code?: unknown;
    type?: unknown;
    details?: { invalidFieldKeys?: unknown };
  };
  const problems: Partial<Record<CardField, string>> = {};
  switch (code) {
    case 'HOSTED_FIELDS_FIELDS_EMPTY':
      return new CardFormError('Enter the card details.', EMPTY);
    case 'HOSTED_FIELDS_FIELDS_INVALID': {
      const keys = Array.isArray(details?.invalidFieldKeys) ? details.invalidFieldKeys.filter(isKey) : [];
      for (const key of keys) problems[FORM_FIELD[key]] = (empty.includes(key) ? EMPTY : INVALID)[FORM_FIELD[key]];
      return keys.length ? new CardFormError('Check the card details.', problems) : new CardFormError(FAILED);
    }
    // Braintree's code for a failed CVV check also covers a failed postal code (AVS) check.
    case 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED':
      return new CardFormError(NOT_VERIFIED, { cvc: NOT_VERIFIED, postalCode: NOT_VERIFIED });
    case 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE':
      return new CardFormError('Check the card details.', { number: 'This card is already on file.' });
    case 'HOSTED_FIELDS_FAILED_TOKENIZATION':
      return new CardFormError('Check the card details.', {
        number: 'Braintree refused these card details: check them or try another card.',
      });
    default:
      if (KEY_CODES.has(String(code))) return new CardFormError(KEY_REFUSED);
      return new CardFormError(type === 'NETWORK' || NO_ANSWER_CODES.has(String(code)) ? NO_ANSWER : FAILED);
  }
}

const BRANDS: Readonly<Record<string, CardBrandName>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'american_express',
  Discover: 'discover',
};

/** `tokenize()`'s payload as the form takes it: the nonce, the brand we name (or null) and the last four. */
export function tokenizedCard(payload: HostedFieldsTokenizePayload): TokenizedCard {
  return { nonce: payload.nonce, brand: BRANDS[payload.details.cardType] ?? null, last4: payload.details.lastFour };
}

/** The environment of a Braintree tokenization key (`sandbox_…`, `production_…`), or null for anything else. */
export function braintreeEnvironment(key: string): 'sandbox' | 'production' | null {
  const match = /^(sandbox|production)_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/.exec(key.trim());
  return match ? (match[1] as 'sandbox' | 'production') : null;
}

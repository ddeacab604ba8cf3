/**
 * Checks of a payment card as typed, before a tokeniser is asked for a nonce: the number's brand
 * and Luhn check digit, an expiry that has not passed, the security code's length and a billing
 * ZIP or Canadian postal code. Pure: today's month comes from the caller.
 */

export type CardBrandName = 'visa' | 'mastercard' | 'american_express' | 'discover';

/** What was typed into the card form. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardField = keyof CardInput;

/** A card that passed the checks: what a tokeniser needs, with the number's digits only. */
export interface CheckedCard {
  number: string;
  brand: CardBrandName;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The brand of a card number by its leading digits (IIN ranges), or null. */
export function cardBrand(number: string): CardBrandName | null {
  const n = digitsOf(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'american_express';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  return null;
}

/** Whether a string of digits passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The expiry "MM/YY" (or "MM / YYYY") as month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Checks a typed card against today's month; answers the card or one message per field at fault,
 * in words a broker can act on.
 */
export function checkCard(
  input: CardInput,
  today: { year: number; month: number },
): { card: CheckedCard } | { problems: Partial<Record<CardField, string>> } {
  const problems: Partial<Record<CardField, string>> = {};
  const number = digitsOf(input.number);
  const brand = cardBrand(number);
  const length = brand === 'american_express' ? 15 : 16;
  if (!/^\d+$/.test(number)) problems.number = 'Enter the card number.';
  else if (brand === null) problems.number = 'We take Visa, Mastercard, American Express and Discover.';
  else if (number.length !== length || !luhnValid(number)) problems.number = 'This card number is not valid.';
  const expiry = parseExpiry(input.expiry);
  if (expiry === null) problems.expiry = 'Enter the expiry as MM/YY.';
  else if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month))
    problems.expiry = 'This card has expired.';
  const cvcLength = brand === 'american_express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    problems.cvc = `Enter the ${cvcLength}-digit security code.`;
  const postalCode = input.postalCode.trim().toUpperCase();
  if (!/^(\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.test(postalCode))
    problems.postalCode = 'Enter the billing ZIP or postal code.';
  if (Object.keys(problems).length > 0 || brand === null || expiry === null) return { problems };
  return { card: { number, brand, expMonth: expiry.month, expYear: expiry.year, cvc: input.cvc.trim(), postalCode } };
}

import { checkCard, type CardInput } from '../../domain';
import { CardFormError, type TokenizedCard } from './payment-types';

/** A card number the fake tokeniser accepts but whose nonce the processor declines (as its sandbox does). */
export const DECLINED_TEST_CARD = '4000000000000002';

// The processor's documented sandbox nonces (Braintree's), so a sandbox server accepts what the
// fake hands out, and declines the declined card's.
const VALID_NONCE = {
  visa: 'fake-valid-visa-nonce',
  mastercard: 'fake-valid-mastercard-nonce',
  american_express: 'fake-valid-amex-nonce',
  discover: 'fake-valid-discover-nonce',
} as const;

/**
 * The local test tokeniser: checks the card as a real provider's fields would (number, expiry,
 * security code, billing code) and answers a sandbox nonce; nothing leaves the browser. A card
 * that fails a check rejects with every field's problem.
 */
export async function fakeTokenize(input: CardInput, today: Date): Promise<TokenizedCard> {
  const checked = checkCard(input, { year: today.getFullYear(), month: today.getMonth() + 1 });
  if ('problems' in checked) throw new CardFormError('Check the card details.', checked.problems);
  const { card } = checked;
  const nonce = card.number === DECLINED_TEST_CARD ? 'fake-processor-declined-visa-nonce' : VALID_NONCE[card.brand];
  return { nonce, brand: card.brand, last4: card.number.slice(-4) };
}

import type { ComponentType, Ref } from 'react';
import type { CardBrandName } from '../../domain';

// What a payment provider and the billing form share; its own file, so a provider's chunk does not
// import the module that loads it (payment-adapter.ts).

/** A card the provider turned into a single-use nonce; the card number itself never leaves its fields. */
export interface TokenizedCard {
  nonce: string;
  brand: CardBrandName | null;
  last4: string;
}

/**
 * Tokenising failed: the card fields show each field's problem beside it (`problems`); a provider
 * that did not answer has none, and the form shows `message`.
 */
export class CardFormError extends Error {
  constructor(
    message: string,
    readonly problems: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'CardFormError';
  }
}

/** What a provider's card fields hand the form around them: ask for a nonce of what was typed. */
export interface CardFields {
  tokenize: () => Promise<TokenizedCard>;
}

export interface CardFieldsProps {
  /** Receives the handle once the fields are ready (and null when they go). */
  ref: Ref<CardFields | null>;
  disabled?: boolean;
}

/**
 * One payment provider behind one interface: the card fields it renders (its own inputs, or the
 * containers of its hosted iframes) and their `tokenize`. The billing form knows nothing else: it
 * asks for a nonce and sends `{ nonce, plan_id }` to addPaymentMethod.
 */
export interface PaymentAdapter {
  id: string;
  /** A test double: the form says that no card is charged and which test cards work. */
  testMode: boolean;
  CardFields: ComponentType<CardFieldsProps>;
}

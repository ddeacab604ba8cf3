// The part of braintree-web 3.144.0 the Braintree adapter calls (the package ships no types): a
// client made with a tokenization key, and hosted fields on it. Both modules are CommonJS: a dynamic
// import hands their exports over as `default`.

declare module 'braintree-web/client' {
  /** Braintree's client: its gateway configuration, fetched with the authorization. */
  export interface BraintreeClient {
    getConfiguration(): unknown;
  }
  const client: { create(options: { authorization: string }): Promise<BraintreeClient> };
  export default client;
}

declare module 'braintree-web/hosted-fields' {
  import type { BraintreeClient } from 'braintree-web/client';

  export type HostedFieldKey = 'number' | 'expirationDate' | 'cvv' | 'postalCode';

  export interface HostedFieldState {
    isEmpty: boolean;
    isValid: boolean;
    isPotentiallyValid: boolean;
    isFocused: boolean;
  }

  /** What `getState()` and the field events hand over. */
  export interface HostedFieldsState {
    emittedBy?: HostedFieldKey;
    fields: Partial<Record<HostedFieldKey, HostedFieldState>>;
  }

  /** `tokenize()`'s answer: the single-use nonce and what may be shown of the card. */
  export interface HostedFieldsTokenizePayload {
    nonce: string;
    type: string;
    description?: string;
    details: { cardType: string; lastFour: string; lastTwo?: string; bin?: string };
  }

  export interface HostedFields {
    tokenize(): Promise<HostedFieldsTokenizePayload>;
    teardown(): Promise<void>;
    getState(): HostedFieldsState;
    on(event: 'validityChange' | 'empty', handler: (state: HostedFieldsState) => void): void;
    setAttribute(options: { field: HostedFieldKey; attribute: 'disabled'; value: boolean }): Promise<void>;
  }

  export interface HostedFieldOptions {
    container: HTMLElement;
    placeholder?: string;
    iframeTitle?: string;
  }

  const hostedFields: {
    create(options: {
      client: BraintreeClient;
      fields: Partial<Record<HostedFieldKey, HostedFieldOptions>>;
      styles?: Record<string, Record<string, string>>;
    }): Promise<HostedFields>;
  };
  export default hostedFields;
}

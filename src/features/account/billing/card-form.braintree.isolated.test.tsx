import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostedFieldsState } from 'braintree-web/hosted-fields';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

// The billing form with the Braintree adapter, as a build with VITE_PAYMENT_PROVIDER=braintree has
// it, braintree-web replaced at its module boundary: the fake hosted fields answer as its README and
// errors document (tokenize's payload, BraintreeError codes). Its network side is walked by
// tests/adapters/payments.spec.ts.
const KEY = 'sandbox_k7m2q9xz_lakeshore_logistics';
const vendor = vi.hoisted(() => {
  vi.stubEnv('VITE_PAYMENT_PROVIDER', 'braintree');
  vi.stubEnv('VITE_BRAINTREE_AUTHORIZATION', 'sandbox_k7m2q9xz_lakeshore_logistics');
  type Handler = (state: HostedFieldsState) => void;
  const field = (isEmpty: boolean, isValid = !isEmpty) => ({
    isEmpty,
    isValid,
    isPotentiallyValid: true,
    isFocused: false,
  });
  const state: HostedFieldsState = {
    fields: { number: field(false), expirationDate: field(false), cvv: field(false), postalCode: field(false) },
  };
  const handlers: Record<string, Handler> = {};
  const instance = {
    tokenize: vi.fn(),
    teardown: vi.fn(() => Promise.resolve()),
    getState: () => state,
    on: (event: string, handler: Handler) => void (handlers[event] = handler),
    setAttribute: vi.fn(() => Promise.resolve()),
  };
  return {
    state,
    field,
    handlers,
    instance,
    client: { create: vi.fn((_: { authorization: string }) => Promise.resolve({ getConfiguration: () => ({}) })) },
    hostedFields: {
      // As braintree-web does: a frame in each field's container.
      create: vi.fn((options: { fields: Record<string, { container: HTMLElement; iframeTitle?: string }> }) => {
        for (const { container, iframeTitle } of Object.values(options.fields)) {
          const frame = document.createElement('iframe');
          frame.title = iframeTitle ?? '';
          container.appendChild(frame);
        }
        return Promise.resolve(instance);
      }),
    },
  };
});
vi.mock('braintree-web/client', () => ({ default: vendor.client }));
vi.mock('braintree-web/hosted-fields', () => ({ default: vendor.hostedFields }));

const ADD_CARD = '/api/v1/billing/add_payment_method';
const prism = prismServer();
const PAYLOAD = {
  nonce: 'tokencc_sb_7q2m9k_4n6p2w_8d9f1c',
  type: 'CreditCard',
  description: 'ending in 11',
  details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11', bin: '411111' },
};

/** The wrapper of a card field (its label, Braintree's container, its error), by the label's text. */
const fieldBox = (label: string) => screen.getByText(label, { selector: 'label' }).parentElement as HTMLElement;

async function openBilling() {
  renderRoute('my-account?tab=4');
  await screen.findByRole('heading', { name: 'Add a card' }, { timeout: SCREEN_TIMEOUT });
  await waitFor(() => expect(vendor.hostedFields.create).toHaveBeenCalled());
}

beforeEach(() => {
  vi.clearAllMocks();
  vendor.state.fields.cvv = vendor.field(false);
});

describe('the card form with Braintree’s hosted fields', () => {
  it('makes the fields once, with the build’s key, in the labelled containers, and tears them down when it goes', async () => {
    const view = renderRoute('my-account?tab=4');
    await screen.findByRole('heading', { name: 'Add a card' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(vendor.hostedFields.create).toHaveBeenCalledTimes(1));
    expect(vendor.client.create).toHaveBeenCalledExactlyOnceWith({ authorization: KEY });
    const { fields } = vendor.hostedFields.create.mock.calls[0]![0];
    expect(Object.keys(fields)).toEqual(['number', 'expirationDate', 'cvv', 'postalCode']);
    for (const [key, label] of [
      ['number', 'Card number'],
      ['expirationDate', 'Expiry (MM/YY)'],
      ['cvv', 'Security code'],
      ['postalCode', 'ZIP or postal code'],
    ] as const) {
      const labelElement = screen.getByText(label, { selector: 'label' });
      expect(fields[key]!.container.id).toBe(labelElement.getAttribute('for'));
      expect(within(fieldBox(label)).getByTitle(label).tagName).toBe('IFRAME');
    }
    expect(screen.getByRole('note')).toHaveTextContent('Braintree sandbox: no card is charged.');

    view.unmount();
    expect(vendor.instance.teardown).toHaveBeenCalledTimes(1);
  });

  it('sends the nonce Braintree hands back, with the plan, to addPaymentMethod', async () => {
    vendor.instance.tokenize.mockResolvedValue(PAYLOAD);
    const user = userEvent.setup();
    await openBilling();
    await user.click(screen.getByRole('button', { name: 'Save card and subscribe' }));
    await waitFor(() => expect(prism.sent('identity', 'PATCH', ADD_CARD)).toHaveLength(1));
    expect(prism.sent('identity', 'PATCH', ADD_CARD)[0]!.body).toEqual({
      nonce: 'tokencc_sb_7q2m9k_4n6p2w_8d9f1c',
      plan_id: 'pro_annual_2026',
    });
  });

  it('shows Braintree’s card errors beside their fields, sends nothing, and drops one when its field is made valid', async () => {
    vendor.state.fields.cvv = vendor.field(true);
    vendor.instance.tokenize.mockRejectedValue({
      name: 'BraintreeError',
      type: 'CUSTOMER',
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      message: 'Some payment input fields are invalid. Cannot tokenize invalid card fields.',
      details: { invalidFieldKeys: ['expirationDate', 'cvv'] },
    });
    const user = userEvent.setup();
    await openBilling();
    await user.click(screen.getByRole('button', { name: 'Save card and subscribe' }));
    expect(await within(fieldBox('Security code')).findByText('Enter the security code.')).toBeInTheDocument();
    expect(
      within(fieldBox('Expiry (MM/YY)')).getByText('Enter an expiry that has not passed, as MM/YY.'),
    ).toBeVisible();
    expect(within(fieldBox('Card number')).queryByText(/Enter|valid/)).toBeNull();
    expect(screen.queryByText('The card was not saved')).toBeNull();
    expect(prism.sent('identity', 'PATCH', ADD_CARD)).toEqual([]);

    vendor.state.fields.cvv = vendor.field(false);
    vendor.handlers.validityChange!({ ...vendor.state, emittedBy: 'cvv' });
    await waitFor(() => expect(within(fieldBox('Security code')).queryByText('Enter the security code.')).toBeNull());
    expect(
      within(fieldBox('Expiry (MM/YY)')).getByText('Enter an expiry that has not passed, as MM/YY.'),
    ).toBeVisible();
  });

  it('says above the form when Braintree does not answer, and names no field', async () => {
    vendor.instance.tokenize.mockRejectedValue({
      name: 'BraintreeError',
      type: 'NETWORK',
      code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
      message: 'A tokenization network error occurred.',
    });
    const user = userEvent.setup();
    await openBilling();
    await user.click(screen.getByRole('button', { name: 'Save card and subscribe' }));
    expect(await findAlert('The card was not saved')).toHaveTextContent(
      'The payment processor did not answer. Check the connection and try again.',
    );
    expect(within(fieldBox('Card number')).queryByText(/Enter|valid/)).toBeNull();
    expect(prism.sent('identity', 'PATCH', ADD_CARD)).toEqual([]);
  });

  it('says the card form could not be loaded when Braintree refuses the key', async () => {
    vendor.client.create.mockRejectedValueOnce({
      name: 'BraintreeError',
      type: 'MERCHANT',
      code: 'CLIENT_AUTHORIZATION_INVALID',
      message:
        'Either the client token has expired and a new one should be generated or the tokenization key has been deactivated or deleted.',
    });
    renderRoute('my-account?tab=4');
    expect(await findAlert('The card form could not be loaded')).toHaveTextContent(
      'Card payments are not set up correctly in this build: Braintree refused its key.',
    );
    expect(vendor.hostedFields.create).not.toHaveBeenCalled();
  });
});

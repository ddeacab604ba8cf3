import { env } from '../../lib/env';
import type { PaymentAdapter } from './payment-types';

export { CardFormError, type CardFields, type PaymentAdapter } from './payment-types';

// The providers a build can choose with VITE_PAYMENT_PROVIDER, each its own chunk; a processor's
// origins join the CSP in scripts/csp.ts. Braintree is named only in a build that chooses it (Vite
// writes the variable in at build time), so another build carries no chunk of its SDK at all.
const ADAPTERS: Record<string, () => Promise<PaymentAdapter>> = {
  fake: () => import('./fake-card-fields').then((m) => m.fakePaymentAdapter),
  ...(import.meta.env.VITE_PAYMENT_PROVIDER === 'braintree'
    ? {
        braintree: () =>
          import('./braintree-card-fields').then((m) => m.braintreePaymentAdapter(env.braintreeAuthorization)),
      }
    : {}),
};

let chosen: Promise<PaymentAdapter> | null = null;

/** The build's payment adapter (loaded once); rejects when the build names a provider it does not have. */
export function paymentAdapter(): Promise<PaymentAdapter> {
  const load = ADAPTERS[env.paymentProvider];
  chosen ??= load
    ? load()
    : Promise.reject(new Error(`Card payments are not set up in this build (no provider "${env.paymentProvider}").`));
  return chosen;
}

import { env } from '../../lib/env';
import type { PaymentAdapter } from './payment-types';

export { CardFormError, type CardFields, type PaymentAdapter } from './payment-types';

// The providers a build can choose with VITE_PAYMENT_PROVIDER, each its own chunk. A real one (a
// processor's hosted fields from its npm SDK) is added here, and its origins to scripts/csp.ts.
const ADAPTERS: Record<string, () => Promise<PaymentAdapter>> = {
  fake: () => import('./fake-card-fields').then((m) => m.fakePaymentAdapter),
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

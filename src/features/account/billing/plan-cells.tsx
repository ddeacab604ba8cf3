import { Text, VisuallyHidden } from '@mantine/core';
import type { PaymentMethod, Plan } from '../../../api';
import { formatCents } from '../../../ui/format';
import { decimalNumber } from '../../../ui/en-us';

/** "$599.00 a month, billed yearly"; short, for the plans table: "$599.00/mo, yearly". */
export function planPrice(plan: Pick<Plan, 'monthly_price_cents' | 'billing_interval'>, short = false): string {
  const yearly = plan.billing_interval === 'year';
  if (short) return `${formatCents(plan.monthly_price_cents)}/mo${yearly ? ', yearly' : ''}`;
  return `${formatCents(plan.monthly_price_cents)} a month${yearly ? ', billed yearly' : ''}`;
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
};

/** A stored method as people name it: "Visa •••• 4242", "BMO Bank N.A. •••• 6789". */
export function methodName(m: Pick<PaymentMethod, 'payment_method_type' | 'bank_name' | 'brand' | 'last4'>): string {
  if (m.payment_method_type === 'us_bank_account') return `${m.bank_name ?? 'Bank account'} •••• ${m.last4}`;
  return `${(m.brand && CARD_BRANDS[m.brand]) || 'Card'} •••• ${m.last4}`;
}

/** A limit of a plan: the number, or "Unlimited" for null. */
export function limitText(value: number | null): string {
  return value === null ? 'Unlimited' : decimalNumber(value);
}

/** Whether a plan includes a feature: a tick or a dash, read as words. */
export function Included({ yes }: { yes: boolean }) {
  return (
    <Text span fz="inherit" c={yes ? 'green.9' : 'dimmed'}>
      <span aria-hidden>{yes ? '✓' : '—'}</span>
      <VisuallyHidden>{yes ? 'Included' : 'Not included'}</VisuallyHidden>
    </Text>
  );
}

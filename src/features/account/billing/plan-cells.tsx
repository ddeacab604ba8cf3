import { Text, VisuallyHidden } from '@mantine/core';
import type { Plan } from '../../../api';
import { formatCents } from '../../../ui/format';

const count = new Intl.NumberFormat('en-US');

/** "$599.00 a month", with how it is billed. */
export function planPrice(plan: Pick<Plan, 'monthly_price_cents' | 'billing_interval'>): string {
  return `${formatCents(plan.monthly_price_cents)} a month${plan.billing_interval === 'year' ? ', billed yearly' : ''}`;
}

/** A limit of a plan: the number, or "Unlimited" for null. */
export function limitText(value: number | null): string {
  return value === null ? 'Unlimited' : count.format(value);
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

import { isIndefinite, isOverrideInForce, type RuleOverrideInput } from '../domain';
import { formatDate } from './format';

/** An override's expiry in words: "No expiry" (2080-01-01), "Until Jun 30, 2026", or when it ended. */
export function expiryText(override: Pick<RuleOverrideInput, 'expiration_date'>, now: Date): string {
  const expiry = override.expiration_date;
  if (expiry === null || isIndefinite(expiry)) return 'No expiry';
  const ended = expiry.slice(0, 10) < now.toISOString().slice(0, 10);
  return `${ended ? 'Ended' : 'Until'} ${formatDate(`${expiry.slice(0, 10)}T12:00:00Z`)}`;
}

/** The latest override of a rule in a few words, for the rules table. */
export function latestOverrideText(override: RuleOverrideInput | null, now: Date): string {
  if (override === null) return '—';
  if (!override.is_active) return 'Switched off';
  return isOverrideInForce(override, now) ? `On · ${expiryText(override, now)}` : expiryText(override, now);
}

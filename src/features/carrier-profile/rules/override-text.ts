import type { RuleOverride } from '../../../api';
import { isIndefinite, isOverrideInForce } from '../../../domain';
import { formatDate } from '../../../ui/format';

/** An override's expiry in words: "No expiry" (2080-01-01), "Until Jun 30, 2026", or when it ended. */
export function expiryText(override: Pick<RuleOverride, 'expiration_date'>, now: Date): string {
  if (isIndefinite(override.expiration_date)) return 'No expiry';
  const ended = override.expiration_date.slice(0, 10) < now.toISOString().slice(0, 10);
  return `${ended ? 'Ended' : 'Until'} ${formatDate(`${override.expiration_date.slice(0, 10)}T12:00:00Z`)}`;
}

/** The latest override of a rule in a few words, for the rules table. */
export function latestOverrideText(override: RuleOverride | null, now: Date): string {
  if (override === null) return '—';
  if (!override.is_active) return 'Switched off';
  return isOverrideInForce(override, now) ? `On · ${expiryText(override, now)}` : expiryText(override, now);
}

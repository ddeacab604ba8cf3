import { INDEFINITE_OVERRIDE_DATE } from './constants';
import type { FileRule } from './files';

/** What an override's proof may be: a PDF or an image, up to 10 MB. */
export const OVERRIDE_PROOF: FileRule = {
  accept: ['.pdf', 'application/pdf', '.png', 'image/png', '.jpg', '.jpeg', 'image/jpeg'],
  maxBytes: 10 * 1_048_576,
  kind: 'a PDF, PNG or JPEG file',
};

/** Whether an override's expiration date means "never" (2080-01-01, or none given). */
export function isIndefinite(expiration: string | null): boolean {
  return expiration === null || expiration.slice(0, 10) === INDEFINITE_OVERRIDE_DATE;
}

/**
 * The expiration date an override is sent with: 2080-01-01 for "no expiry" (carrier-portal §9), else
 * the chosen calendar day, which must be today or later (`today` as YYYY-MM-DD in the user's zone);
 * a message instead when it cannot be sent.
 */
export function overrideExpiration(
  choice: 'indefinite' | 'until',
  date: string,
  today: string,
): { date: string } | { problem: string } {
  if (choice === 'indefinite') return { date: INDEFINITE_OVERRIDE_DATE };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { problem: 'Choose the last day the override counts.' };
  if (date < today) return { problem: 'The last day cannot be in the past.' };
  if (date >= INDEFINITE_OVERRIDE_DATE) return { problem: 'For an override that never ends, choose "No expiry".' };
  return { date };
}

import { CONTACT_SEARCH_TYPE_MESSAGE, ZIP_SEARCH_LIMIT } from './constants';
import type { QueryParams } from './query-params';

/** The contact search form. */
export interface ContactSearchForm {
  type: 'email' | 'phone' | null;
  email: string;
  phone: string;
}

/** Validates a contact search: a type is required; the e-mail is trimmed. */
export function contactSearchParams(
  form: ContactSearchForm,
): { ok: true; params: { email: string } | { phone: string } } | { ok: false; message: string } {
  if (form.type === 'email') return { ok: true, params: { email: form.email.trim() } };
  if (form.type === 'phone') return { ok: true, params: { phone: form.phone } };
  return { ok: false, message: CONTACT_SEARCH_TYPE_MESSAGE };
}

/** Zip search params: five_zip areas whose code starts with the prefix, 10 of them by name; null without a prefix. */
export function zipSearchParams(prefix: string): QueryParams | null {
  const code = prefix.trim();
  if (code === '') return null;
  return {
    'q[is_type_eq]': 'five_zip',
    'q[code_start]': code,
    per_page: String(ZIP_SEARCH_LIMIT),
    'q[s]': 'name asc',
  };
}

/** Normalises an identity alert before sending: hyphens removed from the phone, e-mail trimmed. */
export function normaliseIdentityAlert<T extends { phone?: string | null; email?: string | null }>(alert: T): T {
  return {
    ...alert,
    ...(typeof alert.phone === 'string' ? { phone: alert.phone.replace(/-/g, '') } : {}),
    ...(typeof alert.email === 'string' ? { email: alert.email.trim() } : {}),
  };
}

/** Whether the carrier-search plan limit is reached: a limit is set and usage has reached it. */
export function isPlanLimitReached(paywall: {
  limits: { carrier_searches: number | null };
  usage: { carrier_searches_count: number };
}): boolean {
  const limit = paywall.limits.carrier_searches;
  return limit !== null && paywall.usage.carrier_searches_count >= limit;
}

/** Applies the plan limit to search results: when reached, the prompt shows and the results are emptied. */
export function applyPlanLimit<T>(
  results: readonly T[],
  paywall: Parameters<typeof isPlanLimitReached>[0],
): { showPlanLimitPrompt: boolean; results: T[] } {
  const reached = isPlanLimitReached(paywall);
  return { showPlanLimitPrompt: reached, results: reached ? [] : [...results] };
}

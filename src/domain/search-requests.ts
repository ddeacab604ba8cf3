import { CONTACT_SEARCH_TYPE_MESSAGE, ZIP_SEARCH_LIMIT } from './constants';
import { normalisePhone } from './phone';

/** The contact search form. */
export interface ContactSearchForm {
  type: 'email' | 'phone' | null;
  email: string;
  phone: string;
}

/** Messages of the contact search's value, beside the type's own (CONTACT_SEARCH_TYPE_MESSAGE). */
export const CONTACT_SEARCH_MESSAGES = {
  email: 'Enter an e-mail address or a domain such as @example.com.',
  phone: 'Enter a phone number with its area code, such as (602) 555-0187.',
} as const;

/**
 * Validates a contact search (carrier-portal §5): a type is required; the e-mail is trimmed (an
 * address or a domain, three characters at least); the phone is normalised to E.164 (US, Canada,
 * Mexico). A value the search cannot use says so, naming the field.
 */
export function contactSearchParams(
  form: ContactSearchForm,
):
  | { ok: true; params: { email: string } | { phone: string } }
  | { ok: false; field: 'type' | 'email' | 'phone'; message: string } {
  if (form.type === 'email') {
    const email = form.email.trim();
    return /^[^\s@]*@[^\s@]+$/.test(email) && email.length >= 3
      ? { ok: true, params: { email } }
      : { ok: false, field: 'email', message: CONTACT_SEARCH_MESSAGES.email };
  }
  if (form.type === 'phone') {
    const phone = normalisePhone(form.phone);
    return phone !== null
      ? { ok: true, params: { phone } }
      : { ok: false, field: 'phone', message: CONTACT_SEARCH_MESSAGES.phone };
  }
  return { ok: false, field: 'type', message: CONTACT_SEARCH_TYPE_MESSAGE };
}

/** The ZIP search's call (`listAreas`), exactly as sent. */
export interface ZipSearchParams {
  'q[is_type_eq]': 'five_zip';
  'q[code_start]': string;
  per_page: number;
  'q[s]': 'name asc';
  'q[country_in][]'?: string[];
}

/**
 * Zip search params: five_zip areas whose code starts with the prefix, 10 of them by name, in the
 * chosen countries when some are chosen; null without a prefix.
 */
export function zipSearchParams(prefix: string, countries: readonly string[] = []): ZipSearchParams | null {
  const code = prefix.trim();
  if (code === '') return null;
  return {
    'q[is_type_eq]': 'five_zip',
    'q[code_start]': code,
    per_page: ZIP_SEARCH_LIMIT,
    'q[s]': 'name asc',
    ...(countries.length > 0 ? { 'q[country_in][]': [...countries] } : {}),
  };
}

/** The country list's call (`listAreas`), exactly as sent. */
export interface CountryListParams {
  'q[is_type_in][]': 'country'[];
  'q[country_in][]': string[];
}

/** The country list of the ZIP search: countries, by default the US, Canada and Mexico (§9). */
export function countryListParams(countries: readonly string[] = DEFAULT_COUNTRIES): CountryListParams {
  return { 'q[is_type_in][]': ['country'], 'q[country_in][]': [...countries] };
}

/** The countries the lane search's ZIP search covers unless the broker narrows them. */
export const DEFAULT_COUNTRIES: readonly string[] = ['US', 'CA', 'MX'];

/** Whether typed text is a ZIP or postal-code prefix to search areas by (three digits, or a Canadian FSA start). */
export function isZipPrefix(text: string): boolean {
  return /^\d{3,5}$/.test(text.trim()) || /^[A-Z]\d[A-Z]$/i.test(text.trim());
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

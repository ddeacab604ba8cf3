import { isHttpError } from './http-error';
import { isAllowedRedirect } from '../domain/redirects';

/** Statuses most calls hand back to the screen (shown inline); anything else is a failure to report. */
export const DEFAULT_HANDLED = [401, 403, 404, 422] as const;

/** Calls whose handled statuses differ from the default (carrier-portal §8, monitoring §8). */
const OVERRIDES: { method: string; path: RegExp; handled: readonly number[]; when?: (params: unknown) => boolean }[] = [
  { method: 'post', path: /^\/api\/v1\/sign_in$/, handled: [403, 409, 422, 429] },
  // The spec is silent on sign-up; its steps answer like sign-in's, and their forms show the messages.
  { method: 'post', path: /^\/api\/v1\/sign_up(\/code|\/create_company)?$/, handled: [403, 409, 422, 429] },
  { method: 'patch', path: /^\/api\/v1\/sign_up\/[a-z_]+$/, handled: [403, 409, 422, 429] },
  {
    method: 'get',
    path: /^\/api\/v1\/areas$/,
    handled: [403, 422],
    // Only the country list (q[is_type_in][]=country) is narrowed; the zip search keeps the default,
    // also when it names its countries (q[country_in][]).
    when: (params) => isCountryList(params),
  },
  { method: 'post', path: /^\/api\/v1\/carriers\/search$/, handled: [...DEFAULT_HANDLED, 500] },
  // The load board's search: a 400 or 422 means the search does not meet the requirements, which the
  // screen shows beside the filters with the server's reason (monitoring §5, §8).
  { method: 'post', path: /^\/api\/v1\/loads\/broker_search$/, handled: [400, ...DEFAULT_HANDLED] },
  { method: 'get', path: /^\/api\/v1\/notes$/, handled: [403, 422] },
  { method: 'post', path: /^\/api\/v1\/notes$/, handled: [403, 422] },
  { method: 'patch', path: /^\/api\/v1\/notes\/[^/]+$/, handled: [403, 422] },
  { method: 'patch', path: /^\/api\/v1\/rate_confirmations\/[^/]+\/mark_as_(cancelled|rejected)$/, handled: [422] },
  // Saving the rules (our addition): 409 means someone saved a newer version; the editor says so.
  { method: 'post', path: /^\/api\/v1\/rules$/, handled: [...DEFAULT_HANDLED, 409] },
  // A decided change order and a report already building answer 409: the screen says so (identity contract).
  {
    method: 'patch',
    path: /^\/api\/v1\/company_change_orders\/[^/]+\/(approve|reject)$/,
    handled: [...DEFAULT_HANDLED, 409],
  },
  { method: 'patch', path: /^\/api\/v1\/company_reports\/[^/]+\/run_report$/, handled: [...DEFAULT_HANDLED, 409] },
];

function isCountryList(params: unknown): boolean {
  const types = (params as Record<string, unknown> | null | undefined)?.['q[is_type_in][]'];
  return Array.isArray(types) ? types.includes('country') : types === 'country';
}

/** The statuses a call hands back to its screen, by method, contract path and query. */
export function handledStatuses(method: string, path: string, params?: unknown): readonly number[] {
  const m = method.toLowerCase();
  const rule = OVERRIDES.find((o) => o.method === m && o.path.test(path) && (o.when?.(params) ?? true));
  return rule?.handled ?? DEFAULT_HANDLED;
}

/**
 * Whether a failed call is one its screen handles (an inline message), as opposed to one the app
 * reports with a notification. Network failures and unlisted statuses are not handled.
 */
export function isHandledError(error: unknown): boolean {
  if (!isHttpError(error) || error.response === undefined) return false;
  const { method = 'get', url = '', params } = error.config ?? {};
  return handledStatuses(method, url, params).includes(error.response.status);
}

/** Where a 406 or 418 answer sends the browser. */
export type BlockedAccess =
  { kind: 'vpnBlock' | 'countryBlock' | 'pendingAccessReview' } | { kind: 'external'; url: string };

/**
 * Reads a 406 or 418 answer: the block page it names, or the redirect address of a 406 when its
 * origin is allow-listed. An address that is not allowed (another origin, `javascript:`) is refused
 * and the VPN block page shown instead.
 */
export function blockedAccess(status: number, body: unknown, allowedOrigins: readonly string[]): BlockedAccess | null {
  if (status === 418) return { kind: 'pendingAccessReview' };
  if (status !== 406) return null;
  const { redirect_to: to, reason } = (body ?? {}) as { redirect_to?: unknown; reason?: unknown };
  if (reason === 'user_country_block') return { kind: 'countryBlock' };
  if (reason === 'carrier_vpn_block') return { kind: 'vpnBlock' };
  if (typeof to === 'string' && isAllowedRedirect(to, allowedOrigins)) return { kind: 'external', url: to };
  return { kind: 'vpnBlock' };
}

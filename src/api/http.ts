import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import { sessionToken } from '../lib/session-token';
import { blockedAccess, type BlockedAccess } from './error-policy';

/** The one axios instance of the portal; both APIs' mutators send through it. */
export const http = axios.create({
  headers: { Accept: 'application/json' },
  // Query names in the contracts are the wire names (Ransack's `q[status_eq]`, `q[is_type_in][]`):
  // an array repeats its name with the trailing `[]` (`q[status_in][]=a&q[status_in][]=b`), as Rails
  // reads it. (`indexes: null` would drop the brackets and Rails would keep only the last value.)
  paramsSerializer: { indexes: false },
});

http.interceptors.request.use((config) => {
  const jwt = sessionToken.get();
  if (jwt) config.headers.set('Authorization', `Bearer ${jwt}`);
  return config;
});

// The headers of each response whose body is an object or array, keyed by that body. Generated
// calls resolve to the body alone; list screens read their paging headers through this (see paged.ts).
const headersByBody = new WeakMap<object, Readonly<Record<string, unknown>>>();
// The status of each such response, for the few calls whose 2xx statuses mean different things (a 206).
const statusByBody = new WeakMap<object, number>();

/** The response headers that came with a body a generated call resolved to ({} when unknown). */
export function responseHeadersOf(body: unknown): Readonly<Record<string, unknown>> {
  return (typeof body === 'object' && body !== null && headersByBody.get(body)) || {};
}

/** The HTTP status that came with a body a generated call resolved to (undefined when unknown). */
export function responseStatusOf(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null ? statusByBody.get(body) : undefined;
}

/**
 * Sends one generated call to an API: its base URL in front of the contract's path, per-call options last.
 * @public (called by the mutators, which only orval's generated code imports)
 */
export function apiRequest<T>(baseURL: string, config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  return http.request<T>({ ...config, ...options, baseURL }).then(({ data, headers, status }) => {
    if (typeof data === 'object' && data !== null) {
      headersByBody.set(data, { ...headers });
      statusByBody.set(data, status);
    }
    return data;
  });
}

type BlockedHandler = (blocked: BlockedAccess) => void;
let onBlocked: BlockedHandler = () => undefined;
let allowed: readonly string[] = [];

/** The app tells the HTTP layer how to leave for a block page or an allow-listed address. */
export function setBlockedAccessHandler(handler: BlockedHandler, allowedOrigins: readonly string[]): void {
  onBlocked = handler;
  allowed = allowedOrigins;
}

// 406 (VPN or country block, or a redirect address) and 418 (pending access review) leave the screen.
http.interceptors.response.use(undefined, (error: unknown) => {
  const blocked = blockedAccessOf(error);
  if (blocked) onBlocked(blocked);
  return Promise.reject(error);
});

/** The block page or address a failed call leads to, if it was a 406 or 418. */
export function blockedAccessOf(error: unknown): BlockedAccess | null {
  if (!isAxiosError(error) || !error.response) return null;
  return blockedAccess(error.response.status, error.response.data, allowed);
}

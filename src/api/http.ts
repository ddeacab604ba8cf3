import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import { sessionToken } from '../lib/session-token';
import { blockedAccess, type BlockedAccess } from './error-policy';

/** The one axios instance of the portal; both APIs' mutators send through it. */
export const http = axios.create({
  headers: { Accept: 'application/json' },
  // Query names in the contracts are the wire names (Ransack's `q[status_eq]`, `q[is_type_in][]`), so
  // arrays repeat the name as written, with no brackets added.
  paramsSerializer: { indexes: null },
});

http.interceptors.request.use((config) => {
  const jwt = sessionToken.get();
  if (jwt) config.headers.set('Authorization', `Bearer ${jwt}`);
  return config;
});

/** Builds the orval mutator of one API: its base URL in front of every path of the contract. */
export function apiMutator(baseURL: string) {
  return <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
    http.request<T>({ ...config, ...options, baseURL }).then(({ data }) => data);
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

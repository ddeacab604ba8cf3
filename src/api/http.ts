import axios, { type AxiosRequestConfig } from 'axios';
import { sessionToken } from '../lib/session-token';
import { leaveIfBlocked } from './blocked-access';
import { failedCall, rememberAnswer } from './http-answers';

// Loaded with the first call (mutators.ts imports it when asked), so axios is not in the code a
// page needs before it can paint.

/** The one axios instance of the portal; both APIs' mutators send through it. */
export const http = axios.create({
  headers: { Accept: 'application/json' },
  // Query names in the contracts are the wire names (Ransack's `q[status_eq]`, `q[is_type_in][]`):
  // an array repeats its name with the trailing `[]` (`q[status_in][]=a&q[status_in][]=b`), as Rails
  // reads it. (`indexes: null` would drop the brackets and Rails would keep only the last value.)
  paramsSerializer: { indexes: false },
  // The portal signs its calls with a bearer token, never a cookie, so there is no XSRF token to send.
  // Left to its default, axios (1.21) reads the XSRF cookie before sending each same-origin call, through
  // the browser's asynchronous cookie store where it has one (Chrome): every call waited 8-22 ms for it
  // between open() and send() on this machine.
  withXSRFToken: false,
});

http.interceptors.request.use((config) => {
  const jwt = sessionToken.get();
  if (jwt) config.headers.set('Authorization', `Bearer ${jwt}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  leaveIfBlocked(error);
  failedCall(error);
  return Promise.reject(error);
});

/**
 * Sends one generated call to an API: its base URL in front of the contract's path, per-call options last.
 * @public (called by the mutators, which only orval's generated code imports)
 */
export function apiRequest<T>(baseURL: string, config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  return http.request<T>({ ...config, ...options, baseURL }).then(({ data, headers, status }) => {
    rememberAnswer(data, { ...headers }, status);
    return data;
  });
}

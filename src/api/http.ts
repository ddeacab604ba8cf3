import axios, { type AxiosRequestConfig } from 'axios';
import { sessionToken } from '../lib/session-token';

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

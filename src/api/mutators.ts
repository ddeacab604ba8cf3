import type { AxiosError, AxiosRequestConfig } from 'axios';
import { env } from '../lib/env';

// The HTTP client (and axios) load with the first call, not with the page.
const client = () => import('./http');

// Each mutator is written out with its two parameters (not built by a factory) so that orval sees
// the second one and lets every generated call and hook take per-call axios options (`request`),
// e.g. `onUploadProgress` for the uploads.

/** orval's mutator for the identity API (generated/identity). */
export const identityClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  client().then(({ apiRequest }) => apiRequest<T>(env.identityBaseUrl, config, options));

/** orval's mutator for the monitor API (generated/monitor). */
export const monitorClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  client().then(({ apiRequest }) => apiRequest<T>(env.monitorBaseUrl, config, options));

/** The error type orval gives every generated hook: an axios error carrying the contract's error body. */
export type ErrorType<E> = AxiosError<E>;

/** The request body type orval gives every generated mutation. */
export type BodyType<B> = B;

import type { AxiosError } from 'axios';
import { env } from '../lib/env';
import { apiMutator } from './http';

/** orval's mutator for the identity API (generated/identity). */
export const identityClient = apiMutator(env.identityBaseUrl);

/** orval's mutator for the monitor API (generated/monitor). */
export const monitorClient = apiMutator(env.monitorBaseUrl);

/** The error type orval gives every generated hook: an axios error carrying the contract's error body. */
export type ErrorType<E> = AxiosError<E>;

/** The request body type orval gives every generated mutation. */
export type BodyType<B> = B;

import type { AxiosError } from 'axios';

/**
 * Whether a value is a failed call of the HTTP client: axios's own test (`isAxiosError`), written
 * here so that reading an error does not load axios, which only the first call does (mutators.ts).
 */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

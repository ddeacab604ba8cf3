import { isHttpError } from './http-error';

function describe(error: unknown): string {
  if (isHttpError(error)) return `${error.response?.status ?? 'no answer'} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Logs a failed load board call to the console, as the spec says these calls do (monitoring §8),
 * then lets the screen show it. A warning rather than an error: the failure is handled and shown,
 * not a fault of the page.
 */
export function logLoadBoardFailure(operation: string, error: unknown): void {
  console.warn(`[load board] ${operation} failed: ${describe(error)}`);
}

/**
 * A load board call that must answer a body: a failure is logged and passed on, and an answer
 * without data is the error "No data returned from API" (monitoring §8).
 */
export async function loadBoardCall<T>(operation: string, call: Promise<T>): Promise<T> {
  try {
    const data = await call;
    if (data === undefined || data === null || (data as unknown) === '') throw new Error('No data returned from API');
    return data;
  } catch (error) {
    logLoadBoardFailure(operation, error);
    throw error;
  }
}

import { isHttpError } from './http-error';

/** The server's per-field messages of an error answer, first message per field, or {} when none. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error)) return {};
  const errors: unknown = (error.response?.data as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/** One sentence for people about a failed call: the server's message, or a plain fallback by status. */
export function errorMessage(error: unknown): string {
  if (!isHttpError(error)) return 'Something went wrong. Please try again.';
  const message: unknown = (error.response?.data as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  const status = error.response?.status;
  if (status === undefined) return 'We could not reach the server. Check your connection and try again.';
  if (status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return 'Something went wrong. Please try again.';
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** Whether an error is a failed call (the server's answer or no answer), as opposed to a bug. */
export function isCallError(error: unknown): boolean {
  return isHttpError(error);
}

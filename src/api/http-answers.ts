// What the HTTP client (http.ts, loaded with the first call) leaves for the rest of the app: each
// answer's headers and status, and the failed calls, without the rest of the app loading axios.

// The headers of each response whose body is an object or array, keyed by that body. Generated
// calls resolve to the body alone; list screens read their paging headers through this (see paged.ts).
const headersByBody = new WeakMap<object, Readonly<Record<string, unknown>>>();
// The status of each such response, for the few calls whose 2xx statuses mean different things (a 206).
const statusByBody = new WeakMap<object, number>();

/** Keeps an answer's headers and status beside its body (called by the HTTP client). */
export function rememberAnswer(body: unknown, headers: Readonly<Record<string, unknown>>, status: number): void {
  if (typeof body !== 'object' || body === null) return;
  headersByBody.set(body, headers);
  statusByBody.set(body, status);
}

/** The response headers that came with a body a generated call resolved to ({} when unknown). */
export function responseHeadersOf(body: unknown): Readonly<Record<string, unknown>> {
  return (typeof body === 'object' && body !== null && headersByBody.get(body)) || {};
}

/** The HTTP status that came with a body a generated call resolved to (undefined when unknown). */
export function responseStatusOf(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null ? statusByBody.get(body) : undefined;
}

type FailedCallListener = (error: unknown) => void;
const failedCallListeners: FailedCallListener[] = [];

/** Runs `listener` on every failed call, after the block-page check, in the order they were added. */
export function onFailedCall(listener: FailedCallListener): void {
  failedCallListeners.push(listener);
}

/** Tells the listeners of a failed call (called by the HTTP client). */
export function failedCall(error: unknown): void {
  for (const listener of failedCallListeners) listener(error);
}

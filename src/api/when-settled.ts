import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** The longest `whenSettled` waits for the queries: a slow call must not hold back the toasts. */
export const SETTLE_MAX_WAIT_MS = 5000;

/**
 * Calls `work` once no query is fetching (or after SETTLE_MAX_WAIT_MS at the latest) and the browser
 * is idle: code a screen may need later (its other tabs, the toasts' container) is fetched after
 * the data the screen shows first, instead of sharing a slow link with it (on a phone, the largest
 * paint waited for chunks nobody had asked for yet; issue 29). Answers a function that cancels it.
 */
export function whenSettled(client: QueryClient, work: () => void): () => void {
  let cancelIdle = () => undefined as void;
  let done = false;
  const latest = window.setTimeout(() => run(), SETTLE_MAX_WAIT_MS);
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(latest);
    unsubscribe();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(work, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(work, 200);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) run();
  });
  if (client.isFetching() === 0) run();
  return () => {
    done = true;
    window.clearTimeout(latest);
    unsubscribe();
    cancelIdle();
  };
}

/** `whenSettled` for a component: once per mount, with the latest `work`. */
export function useWhenSettled(work: () => void) {
  const client = useQueryClient();
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(() => whenSettled(client, () => latest.current()), [client]);
}

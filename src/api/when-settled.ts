import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Calls `work` once no query is fetching and the browser is idle: code a screen may need later (its
 * other tabs) is fetched after the data the screen shows first, instead of sharing a slow link with
 * it (on a phone, the largest paint waited for chunks nobody had asked for yet; issue 29). Answers
 * a function that cancels it.
 */
export function whenSettled(client: QueryClient, work: () => void): () => void {
  let cancelIdle = () => undefined as void;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
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

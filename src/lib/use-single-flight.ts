import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so that calls made while one is running are dropped: a double click on a
 * submit button sends one request, even before React has re-rendered the button as disabled.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const running = useRef(false);
  return useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      try {
        await action(...args);
      } finally {
        running.current = false;
      }
    },
    [action],
  );
}

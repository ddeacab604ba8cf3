import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';

/**
 * Writes a screen's state into the address, each change made on the one before it even when that
 * one is still on its way, so two quick changes keep both. On its way means: the router is running
 * the route's loaders for it (the pending location), or it was written and the render that shows
 * the router busy has not happened yet (the router's state comes in a transition, and on a busy
 * machine an input event runs first). So each change is built when it is asked for, on the last
 * write, until the address changes (the write landing, back or forward).
 *
 * `build` gets the search to build on and returns the new one ('' or without '?' alike).
 */
export function useSearchWriter() {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : null;
  const written = useRef<{ search: string; over: string } | null>(null);
  useEffect(() => {
    written.current = null;
  }, [query]);

  return useCallback(
    (build: (current: URLSearchParams) => URLSearchParams | string, options: { replace?: boolean } = {}) => {
      const shown = query.toString();
      const current =
        written.current?.over === shown
          ? new URLSearchParams(written.current.search)
          : new URLSearchParams(pendingSearch ?? query);
      const next = build(current).toString().replace(/^\?/, '');
      written.current = { search: next, over: shown };
      void navigate({ search: next ? `?${next}` : '' }, { replace: options.replace ?? false });
    },
    [navigate, query, pendingSearch],
  );
}

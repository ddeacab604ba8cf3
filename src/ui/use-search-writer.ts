import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';

/**
 * The last write, shared by every writer of the page (a screen's list and its drawer write the same
 * address): its search, and the addresses it stands on: the one shown when the chain of quick writes
 * began and each earlier write of the chain (which may land, and be shown, before the last one does).
 */
let written: { search: string; on: ReadonlySet<string> } | null = null;

/** How a write lands: replacing the history entry (typing), keeping the scroll (a list inside a page). */
export interface WriteOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

/**
 * Writes a screen's state into the address, each change made on the one before it even when that
 * one is still on its way, so two quick changes keep both. On its way means: the router is running
 * the route's loaders for it (the pending location), or it was written and the render that shows
 * the router busy has not happened yet (the router's state comes in a transition, and on a busy
 * machine an input event runs first). So each change is built when it is asked for, on the last
 * write, until the address shows it or moves elsewhere (back, forward); an earlier write of the
 * same quick chain landing first does not end the chain (seen in CI: a date filter lost that way).
 *
 * `build` gets the search to build on and returns the new one ('' or without '?' alike).
 */
export function useSearchWriter() {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : null;
  const shownNow = `${pathname}?${query.toString()}`;
  useEffect(() => {
    // The address has moved on (the last write landed, back, forward): the last write is history.
    // An earlier write of the chain being shown is not moving on: the last is still on its way.
    if (written !== null && !written.on.has(shownNow)) written = null;
  }, [shownNow]);

  return useCallback(
    (build: (current: URLSearchParams) => URLSearchParams | string, options: WriteOptions = {}) => {
      const shown = `${pathname}?${query.toString()}`;
      const chain = written?.on.has(shown) ? written : null;
      const current = chain ? new URLSearchParams(chain.search) : new URLSearchParams(pendingSearch ?? query);
      const next = build(current).toString().replace(/^\?/, '');
      written = { search: next, on: new Set([...(chain ? [...chain.on, `${pathname}?${chain.search}`] : []), shown]) };
      void navigate(
        { search: next ? `?${next}` : '' },
        { replace: options.replace ?? false, preventScrollReset: options.preventScrollReset },
      );
    },
    [navigate, pathname, query, pendingSearch],
  );
}

/**
 * `current` with some entries set and others (null or empty) taken out: the change a screen makes to
 * the address's own keys (`?load=`, `?report=`, a nested page), for `useSearchWriter`'s `build`.
 */
export function withEntries(
  current: URLSearchParams,
  entries: Readonly<Record<string, string | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(entries)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import {
  changeListState,
  defaultListState,
  hasFilters,
  listCodec,
  shouldRestoreSearch,
  type FieldSpec,
  type ListSpec,
  type ListState,
} from '../domain';
import { savedSearch } from '../lib/saved-search';
import { useUrlState } from './url-state';

type Change<Tab extends string, F extends Record<string, FieldSpec>> = Parameters<typeof changeListState<Tab, F>>[1];

/**
 * A list screen's state, held in the URL (tab, page, sort, filters): every change is a navigation,
 * so back and forward step through views and a reload or a shared link opens the same one. Typing
 * into a filter replaces the current history entry instead of adding one per keystroke. The query
 * is saved per path in local storage; opening the list with no query of its own restores it.
 * `filtered` says whether any filter is set, `clearFilters` resets them all (one navigation). Only
 * the list's keys are written (`listCodec`): other entries (My Account's `tab` index) stay.
 */
export function useListUrlState<Tab extends string, F extends Record<string, FieldSpec>>(spec: ListSpec<Tab, F>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Coming back to the list with a bare URL: take the saved search, once, on arrival. Back and
  // forward within the list later (to a bare URL too) keep what the history says.
  const fullPath = useHref({ pathname });
  const [arrival, setArrival] = useState(() => {
    const saved = savedSearch.get(pathname);
    return shouldRestoreSearch(fullPath, search, saved) ? saved : null;
  });
  const restoring = arrival !== null && search === '';
  useEffect(() => {
    if (arrival !== null) void navigate({ search: `?${arrival.replace(/^\?/, '')}` }, { replace: true });
    // Only on arrival: later changes are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The restored search has arrived: from now on a bare URL is a view of its own.
  if (arrival !== null && search !== '') setArrival(null);

  const codec = useMemo(() => listCodec(spec), [spec]);
  const [state, write] = useUrlState(codec);
  // Saved as the list shows it (nuqs's state follows a write at once), not as the router's location
  // says: a click that leaves the list right after a change (a tab, then Home) may start before the
  // router has taken the change in, and the change must still be what comes back.
  const shown = codec.toUrl(state).toString();
  useEffect(() => {
    if (!restoring) savedSearch.set(pathname, shown ? `?${shown}` : '');
  }, [pathname, shown, restoring]);
  const change = useCallback(
    (next: Change<Tab, F>, options: { replace?: boolean } = {}) =>
      write((current) => changeListState(current, next), options),
    [write],
  );

  const setFilters = useCallback(
    (filters: Partial<ListState<Tab, F>['filters']>, options: { replace?: boolean } = {}) =>
      change({ filters }, options),
    [change],
  );
  const filtered = hasFilters(spec, state);
  const clearFilters = useCallback(() => change({ filters: defaultListState(spec).filters }), [change, spec]);

  return { state, change, setFilters, filtered, clearFilters, restoring };
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import {
  LOAD_BOARD_URL_KEYS,
  clearedLoadBoardFilters,
  hasLoadBoardFilters,
  loadBoardStateFromUrl,
  loadBoardStateToUrl,
  loadBoardSearchToRestore,
  serialiseLoadBoardFilters,
  shouldRestoreLoadBoard,
  type LoadBoardFilters,
  type LoadBoardUrlState,
} from '../../domain';
import { savedLoadBoard } from '../../lib/saved-load-board';

/** The board's search written into the current URL, keeping what is not the board's (`?load=`). */
function withBoard(current: URLSearchParams, state: LoadBoardUrlState, extra?: Record<string, string>): string {
  const next = new URLSearchParams([...current].filter(([key]) => !LOAD_BOARD_URL_KEYS.includes(key)));
  for (const [key, value] of loadBoardStateToUrl(state)) next.set(key, value);
  for (const [key, value] of Object.entries(extra ?? {})) next.set(key, value);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * The load board's search (monitoring §3, §9): held in the URL, so a reload or a shared link opens
 * the same board and back and forward step through searches, and kept in local storage, so coming
 * back to Exchange with no search in the address brings the last one back. A new filter, view or
 * sort goes back to page 1; typed filters replace the history entry instead of adding one.
 */
export function useBoardSearch() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // Coming back with no search in the address: take the kept one, once, on arrival (a kept search
  // that is a fresh one anyway restores nothing). Back and forward later keep what the history says.
  const [arrival, setArrival] = useState(() => {
    const restored = loadBoardSearchToRestore(query, savedLoadBoard.get());
    return restored ? withBoard(query, loadBoardStateFromUrl(restored)) : null;
  });
  const state = useMemo(() => loadBoardStateFromUrl(query), [query]);
  const restoring = arrival !== null && shouldRestoreLoadBoard(query);
  if (arrival !== null && !shouldRestoreLoadBoard(query)) setArrival(null);

  useEffect(() => {
    if (arrival !== null) void navigate({ search: arrival }, { replace: true });
    // Only on arrival: later changes are the broker's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The truck postings tab has no view of its own in the URL: the board's view is kept as it was.
  const onTrucks = query.get('tab') === 'trucks';
  useEffect(() => {
    if (!restoring && !onTrucks) savedLoadBoard.set(serialiseLoadBoardFilters(state.filters));
  }, [state.filters, restoring, onTrucks]);

  // A change made while the previous one is still on its way (the route's loader runs before the
  // address changes) builds on that one, not on the address being left: two quick changes keep both.
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : null;
  const base = useMemo(
    () => (pendingSearch === null ? query : new URLSearchParams(pendingSearch)),
    [pendingSearch, query],
  );
  const latest = useMemo(() => loadBoardStateFromUrl(base), [base]);

  const go = useCallback(
    (next: LoadBoardUrlState, options: { replace?: boolean; extra?: Record<string, string> } = {}) =>
      void navigate({ search: withBoard(base, next, options.extra) }, { replace: options.replace ?? false }),
    [navigate, base],
  );
  const change = useCallback(
    (patch: Partial<LoadBoardFilters>, options: { replace?: boolean } = {}) =>
      go({ filters: { ...latest.filters, ...patch }, page: 1 }, options),
    [go, latest.filters],
  );
  const setPage = useCallback((page: number) => go({ ...latest, page }), [go, latest]);
  const clear = useCallback(
    () => go({ filters: clearedLoadBoardFilters(latest.filters), page: 1 }),
    [go, latest.filters],
  );
  /** Opens the truck postings tab, keeping the board's search for the way back. */
  const showTrucks = useCallback(() => go({ ...latest, page: 1 }, { extra: { tab: 'trucks' } }), [go, latest]);

  return {
    filters: state.filters,
    page: state.page,
    change,
    setPage,
    clear,
    showTrucks,
    filtered: hasLoadBoardFilters(state.filters),
    restoring,
  };
}

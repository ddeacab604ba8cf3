import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryState } from 'nuqs';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import {
  LOAD_BOARD_CODEC,
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
import { useUrlState } from '../../ui/url-state';

/** The board's search written into the current URL, keeping what is not the board's (`?load=`). */
function withBoard(current: URLSearchParams, state: LoadBoardUrlState): string {
  const next = new URLSearchParams([...current].filter(([key]) => !LOAD_BOARD_URL_KEYS.includes(key)));
  for (const [key, value] of loadBoardStateToUrl(state)) next.set(key, value);
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
  const [state, write] = useUrlState(LOAD_BOARD_CODEC);
  const restoring = arrival !== null && shouldRestoreLoadBoard(query);
  if (arrival !== null && !shouldRestoreLoadBoard(query)) setArrival(null);

  useEffect(() => {
    if (arrival !== null) void navigate({ search: arrival }, { replace: true });
    // Only on arrival: later changes are the broker's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The truck postings tab has no view of its own in the URL: the board's view is kept as it was.
  const [tab] = useQueryState('tab');
  const onTrucks = tab === 'trucks';
  // Kept as the broker changes them (below), and as the address shows them when it is opened or
  // stepped to with back and forward: once per arrival, read from the router's location. Not on each
  // render of that location: nuqs writes the address at once and hands the router a navigation that
  // a click elsewhere can cancel, so the screen can render again on the arrival's location, with its
  // older address, after the broker's change was kept.
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const keptArrival = useRef<string | null>(null);
  useEffect(() => {
    if (navigationType !== 'POP') {
      keptArrival.current = null;
      return;
    }
    if (restoring || keptArrival.current === key) return;
    keptArrival.current = key;
    if (query.get('tab') !== 'trucks')
      savedLoadBoard.set(serialiseLoadBoardFilters(loadBoardStateFromUrl(query).filters));
  }, [navigationType, key, restoring, query]);

  const change = useCallback(
    (patch: Partial<LoadBoardFilters>, options: { replace?: boolean } = {}) =>
      write((current) => {
        const filters = { ...current.filters, ...patch };
        savedLoadBoard.set(serialiseLoadBoardFilters(filters));
        return { filters, page: 1 };
      }, options),
    [write],
  );
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page })), [write]);
  const clear = useCallback(
    () =>
      write((current) => {
        const filters = clearedLoadBoardFilters(current.filters);
        savedLoadBoard.set(serialiseLoadBoardFilters(filters));
        return { filters, page: 1 };
      }),
    [write],
  );
  /** Opens the truck postings tab, keeping the board's search for the way back. */
  const showTrucks = useCallback(
    () => write((current) => ({ ...current, page: 1 }), { also: { tab: 'trucks' } }),
    [write],
  );

  return {
    filters: state.filters,
    page: state.page,
    change,
    setPage,
    clear,
    showTrucks,
    filtered: hasLoadBoardFilters(state.filters),
    restoring,
    onTrucks,
  };
}

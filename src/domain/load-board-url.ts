/**
 * The load board's search in its URL, so that a shared link or a reload opens the same board: the
 * view as `tab` (All is left out), every filter under its own name (`origin_area_id=3305&weight=40000`,
 * lists comma-separated, `my_loads=1`), and the page. Reading is total: anything unknown or
 * malformed takes its default, by the same rules as the filters kept in local storage.
 */
import { MAX_URL_PAGE } from './list-url-state';
import { DEFAULT_LOAD_BOARD_FILTERS as DEFAULTS, LOAD_BOARD_VIEWS, type LoadBoardFilters } from './load-board-filters';
import { loadBoardFiltersFrom, restoreLoadBoardFilters } from './load-board-storage';

/** The load board's search as its URL holds it. */
export interface LoadBoardUrlState {
  filters: LoadBoardFilters;
  page: number;
}

type FilterKey = Exclude<keyof LoadBoardFilters, 'view'>;
const FILTER_KEYS = Object.keys(DEFAULTS).filter((key): key is FilterKey => key !== 'view');
const LISTS: readonly string[] = ['equipment', 'certifications'];
const NUMBERS: readonly string[] = [
  'load_id',
  'min_rate',
  'weight',
  'trailer_length',
  'origin_area_id',
  'destination_area_id',
  'origin_deadhead',
  'destination_deadhead',
  'deadhead',
  'company_id',
  'team',
];

/** The URL's text as the plain value the filter readers take: a number, a flag, a list, or the text. */
function plain(key: FilterKey, raw: string): unknown {
  if (LISTS.includes(key)) return raw.split(',');
  if (key === 'my_loads') return raw === '1';
  if (NUMBERS.includes(key)) return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  return raw;
}

/** Every URL key the board's search owns; other keys (the open load, `?load=`) belong to the screen. */
export const LOAD_BOARD_URL_KEYS: readonly string[] = ['tab', 'page', ...FILTER_KEYS];

/** Reads the board's search from its URL query (`tab`, the filters, `page`). */
export function loadBoardStateFromUrl(query: URLSearchParams): LoadBoardUrlState {
  const source: Record<string, unknown> = { view: query.get('tab') };
  for (const key of FILTER_KEYS) {
    const raw = query.get(key);
    if (raw !== null) source[key] = plain(key, raw);
  }
  const page = query.get('page') ?? '';
  return {
    filters: loadBoardFiltersFrom(source),
    page: /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_URL_PAGE ? Number(page) : 1,
  };
}

/** Writes the board's search as URL query entries, in a stable order, defaults left out. */
export function loadBoardStateToUrl(state: LoadBoardUrlState): URLSearchParams {
  const query = new URLSearchParams();
  const { filters } = state;
  if (filters.view !== DEFAULTS.view && LOAD_BOARD_VIEWS.includes(filters.view)) query.set('tab', filters.view);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === null || value === false || (Array.isArray(value) && value.length === 0)) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : value === true ? '1' : String(value));
  }
  if (Number.isInteger(state.page) && state.page > 1 && state.page <= MAX_URL_PAGE)
    query.set('page', String(state.page));
  return query;
}

/**
 * Whether the board opened with this query should take the search kept in local storage: only when
 * the URL names no view, filter or page of its own (a shared `?load=50006` alone still restores).
 */
export function shouldRestoreLoadBoard(query: URLSearchParams): boolean {
  return !LOAD_BOARD_URL_KEYS.some((key) => query.has(key));
}

/**
 * The search to bring back when the board opens: the kept filters as URL entries, or null when the
 * URL names a search of its own, nothing is kept, or what is kept is a fresh search anyway.
 */
export function loadBoardSearchToRestore(query: URLSearchParams, saved: string | null): URLSearchParams | null {
  if (saved === null || !shouldRestoreLoadBoard(query)) return null;
  const restored = loadBoardStateToUrl({ filters: restoreLoadBoardFilters(saved), page: 1 });
  return restored.size > 0 ? restored : null;
}

/** Whether any filter differs from a fresh search (the view and the sort are not filters). */
export function hasLoadBoardFilters(filters: LoadBoardFilters): boolean {
  return FILTER_KEYS.some((key) => key !== 'sort' && JSON.stringify(filters[key]) !== JSON.stringify(DEFAULTS[key]));
}

/** The filters cleared: a fresh search that keeps the view and the sort. */
export function clearedLoadBoardFilters(filters: LoadBoardFilters): LoadBoardFilters {
  return { ...DEFAULTS, view: filters.view, sort: filters.sort };
}

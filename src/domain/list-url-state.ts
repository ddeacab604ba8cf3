/**
 * The URL state of a list screen: its tab, page, sort and filters as query-string entries, so a
 * shared link opens the same view and back, forward and reload keep it. Every list declares its
 * fields once (a ListSpec); reading is total: anything unknown or malformed in the URL falls back to
 * the default, and values at their default are left out of the URL.
 */

import { parseId } from './ids';

export type FieldSpec =
  | { kind: 'text'; maxLength: number }
  | { kind: 'flag' }
  | { kind: 'date' }
  | { kind: 'enumList'; values: readonly string[] }
  | { kind: 'id' }
  | { kind: 'idList' };

export type FieldValue<S extends FieldSpec> = S extends { kind: 'text' }
  ? string
  : S extends { kind: 'flag' }
    ? boolean
    : S extends { kind: 'date' }
      ? string | null
      : S extends { kind: 'enumList' }
        ? string[]
        : S extends { kind: 'idList' }
          ? number[]
          : number | null;

export interface ListSpec<Tab extends string, F extends Record<string, FieldSpec>> {
  tabs: readonly Tab[];
  /** Allowed sorts as the server takes them ("origin asc"); null means the tab's default sort. */
  sorts: readonly string[];
  filters: F;
}

export interface ListState<Tab extends string, F extends Record<string, FieldSpec>> {
  tab: Tab;
  page: number;
  sort: string | null;
  filters: { [K in keyof F]: FieldValue<F[K]> };
}

/** The most pages a URL may ask for; beyond it the page is 1 (no server pages that far). */
export const MAX_URL_PAGE = 100_000;

const RESERVED = ['tab', 'page', 'sort'];

function emptyValue(spec: FieldSpec): FieldValue<FieldSpec> {
  switch (spec.kind) {
    case 'text':
      return '';
    case 'flag':
      return false;
    case 'enumList':
    case 'idList':
      return [];
    default:
      return null;
  }
}

/** Distinct positive whole numbers, in ascending order (so one set of ids has one URL). */
function idsOf(raw: readonly unknown[]): number[] {
  const ids = raw.map((value) => (typeof value === 'number' ? value : parseId(String(value))));
  return [...new Set(ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0))].sort(
    (a, b) => a - b,
  );
}

function isCalendarDate(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw;
}

/**
 * Trimmed text of at most maxLength UTF-16 units. The cut never splits a surrogate pair (a lone
 * half cannot be URL-encoded) and never leaves a space the cut uncovered at the end.
 */
function capText(raw: string, maxLength: number): string {
  const cut = raw.trim().slice(0, maxLength);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

function readField(spec: FieldSpec, raw: string | undefined): FieldValue<FieldSpec> {
  if (raw === undefined) return emptyValue(spec);
  switch (spec.kind) {
    case 'text':
      return capText(raw, spec.maxLength);
    case 'flag':
      return raw === '1';
    case 'date':
      return isCalendarDate(raw) ? raw : null;
    case 'enumList':
      return spec.values.filter((value) => raw.split(',').includes(value));
    case 'id':
      return parseId(raw);
    case 'idList':
      return idsOf(raw.split(','));
  }
}

function writeField(spec: FieldSpec, value: unknown): string | null {
  switch (spec.kind) {
    case 'text': {
      const text = typeof value === 'string' ? capText(value, spec.maxLength) : '';
      return text !== '' ? text : null;
    }
    case 'flag':
      return value === true ? '1' : null;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? value : null;
    case 'enumList': {
      const chosen = spec.values.filter((v) => Array.isArray(value) && value.includes(v));
      return chosen.length ? chosen.join(',') : null;
    }
    case 'id':
      return Number.isInteger(value) && (value as number) > 0 ? String(value) : null;
    case 'idList': {
      const ids = Array.isArray(value) ? idsOf(value) : [];
      return ids.length ? ids.join(',') : null;
    }
  }
}

/** The state of a list with nothing chosen: first tab, page 1, the tab's default sort, no filters. */
export function defaultListState<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
): ListState<Tab, F> {
  const filters = Object.fromEntries(Object.entries(spec.filters).map(([key, field]) => [key, emptyValue(field)]));
  return { tab: spec.tabs[0] as Tab, page: 1, sort: null, filters: filters as ListState<Tab, F>['filters'] };
}

/** Reads a list's state from its URL query; unknown keys are ignored, malformed values take their default. */
export function listStateFromUrl<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  query: URLSearchParams,
): ListState<Tab, F> {
  const state = defaultListState(spec);
  const tab = query.get('tab');
  const page = query.get('page') ?? '';
  const sort = query.get('sort');
  const filters = Object.fromEntries(
    Object.entries(spec.filters).map(([key, field]) => [
      key,
      RESERVED.includes(key) ? emptyValue(field) : readField(field, query.get(key) ?? undefined),
    ]),
  );
  return {
    tab: spec.tabs.find((t) => t === tab) ?? state.tab,
    page: /^[1-9]\d{0,5}$/.test(page) && Number(page) <= MAX_URL_PAGE ? Number(page) : 1,
    sort: spec.sorts.find((s) => s === sort) ?? null,
    filters: filters as ListState<Tab, F>['filters'],
  };
}

/** Writes a list's state as URL query entries, in a stable order, leaving defaults out. */
export function listStateToUrl<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  state: ListState<Tab, F>,
): URLSearchParams {
  const query = new URLSearchParams();
  if (state.tab !== spec.tabs[0] && spec.tabs.includes(state.tab)) query.set('tab', state.tab);
  for (const [key, field] of Object.entries(spec.filters)) {
    if (RESERVED.includes(key)) continue;
    const value = writeField(field, state.filters[key]);
    if (value !== null) query.set(key, value);
  }
  if (state.sort !== null && spec.sorts.includes(state.sort)) query.set('sort', state.sort);
  if (Number.isInteger(state.page) && state.page > 1 && state.page <= MAX_URL_PAGE)
    query.set('page', String(state.page));
  return query;
}

/** Whether any filter of a list differs from its default (what "Clear filters" would undo). */
export function hasFilters<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  state: ListState<Tab, F>,
): boolean {
  return Object.entries(spec.filters).some(([key, field]) => writeField(field, state.filters[key]) !== null);
}

/**
 * A change to a list's state. Choosing another tab, sort or filter goes back to page 1 (the old
 * page number means nothing in the new result); a new tab also drops a sort, since each tab has its
 * own default.
 */
export function changeListState<Tab extends string, F extends Record<string, FieldSpec>>(
  state: ListState<Tab, F>,
  change:
    { tab: Tab } | { page: number } | { sort: string | null } | { filters: Partial<ListState<Tab, F>['filters']> },
): ListState<Tab, F> {
  if ('page' in change) return { ...state, page: change.page };
  if ('tab' in change) return change.tab === state.tab ? state : { ...state, tab: change.tab, sort: null, page: 1 };
  if ('sort' in change) return { ...state, sort: change.sort, page: 1 };
  return { ...state, filters: { ...state.filters, ...change.filters }, page: 1 };
}

/**
 * Whether a list page that opens with this query should take the search saved in browser storage:
 * only a list path (monitoring §2: paths containing broker/loads or broker/alerts; carrier-portal
 * §2: broker/carriers/connections or broker/carriers/my-carriers) opened with no query of its own,
 * and only when something was saved.
 */
export function shouldRestoreSearch(pathname: string, search: string, saved: string | null): boolean {
  const restorable = /\/broker\/(loads|alerts|carriers\/connections|carriers\/my-carriers)\/?$/.test(pathname);
  const query = search.replace(/^\?/, '');
  return restorable && query === '' && typeof saved === 'string' && saved.replace(/^\?/, '') !== '';
}

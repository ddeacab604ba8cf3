/**
 * The address's state pieces, each with the keys it owns: a codec reads its state from a query and
 * writes it back as entries of those keys only (defaults left out), so a screen holding it writes
 * just its own keys and every other entry of the address stays as it is.
 */

import { listStateFromUrl, listStateToUrl, type FieldSpec, type ListSpec, type ListState } from './list-url-state';
import { nestedQuery, withNestedQuery } from './profile-lists';

/** A piece of state held in the address under `keys`: `toUrl` writes no other key. */
export interface UrlCodec<S> {
  keys: readonly string[];
  fromUrl: (query: URLSearchParams) => S;
  toUrl: (state: S) => URLSearchParams;
}

/**
 * A list's keys: its filters, page and sort, and its tab when it has more than one (a list with one
 * tab never writes `tab`, so a screen's own `tab`, as My Account's index, is not the list's).
 */
function listKeys(spec: ListSpec<string, Record<string, FieldSpec>>): string[] {
  return [...(spec.tabs.length > 1 ? ['tab'] : []), 'page', 'sort', ...Object.keys(spec.filters)];
}

/** A list screen's state (tab, page, sort, filters) under its own keys. */
export function listCodec<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
): UrlCodec<ListState<Tab, F>> {
  return {
    keys: listKeys(spec),
    fromUrl: (query) => listStateFromUrl(spec, query),
    toUrl: (state) => listStateToUrl(spec, state),
  };
}

/** A list inside a screen (a tab of a detail screen), its keys under a prefix (`inspections_page`). */
export function nestedListCodec<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  prefix: string,
): UrlCodec<ListState<Tab, F>> {
  return {
    keys: listKeys(spec).map((key) => `${prefix}_${key}`),
    fromUrl: (query) => listStateFromUrl(spec, nestedQuery(prefix, query)),
    toUrl: (state) => withNestedQuery(prefix, new URLSearchParams(), listStateToUrl(spec, state)),
  };
}

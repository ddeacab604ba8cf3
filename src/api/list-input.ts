// Apart from route-data.ts, which the router's loaders (in the initial JS) import: the lists' URL
// codec comes with the route data that needs it.
import {
  listStateFromUrl,
  shouldRestoreSearch,
  type FieldSpec,
  type ListSpec,
  type ListState,
} from '../domain/list-url-state';
import { savedSearch } from '../lib/saved-search';
import type { RouteAddress } from './route-data';

/**
 * A list screen's input: its state as the address says (the list's URL codec), or null on a bare
 * address whose last search the screen is about to restore instead (monitoring §2).
 */
export function listInput<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  { path, query }: RouteAddress,
): ListState<Tab, F> | null {
  const search = query.toString();
  if (shouldRestoreSearch(`/broker${path}`, search, savedSearch.get(path))) return null;
  return listStateFromUrl(spec, query);
}

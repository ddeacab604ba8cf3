import { storedResults } from '../../lib/stored-results';

/**
 * The address a search screen keeps its results under (`useStorePage`, `useRestoredPage`): the
 * screen's path and its search as its codec writes it. Both sides derive it from the search they
 * already decoded, the screen from its URL state and the route's loader from its input, so the
 * address is not read again. A search has one spelling, so entries in another order or a key the
 * search does not hold give the same address (README, "Decisions where the spec is silent").
 */
export function storedAddress(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Whether a search screen will show the results it kept in browser storage (`name`) for this
 * address instead of asking: only results of this very address (carrier-portal §2).
 */
export const restoresResults = (name: string, address: string): boolean => storedResults.get(name)?.address === address;

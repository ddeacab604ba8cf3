import type { RouteAddress } from '../../api/route-data';
import { storedResults } from '../../lib/stored-results';

/**
 * Whether a search screen will show the results it kept in browser storage (`name`, its
 * `useRestoredPage`) for this address instead of asking: only results of this very address
 * (carrier-portal §2). A loader sees the query decoded, so the stored address is compared entry by
 * entry; should one query be spelled two ways, the screen asks itself and only the head start is lost.
 */
export function restoresResults(name: string, { path, query }: RouteAddress): boolean {
  const stored = storedResults.get(name);
  if (!stored) return false;
  const at = new URL(stored.address, 'https://broker.invalid');
  return at.pathname === `/broker${path}` && at.searchParams.toString() === query.toString();
}

/** Results kept in browser storage, with the address (path and query) they answer. */
export interface StoredResults<T> {
  address: string;
  data: T;
}

/**
 * The stored results to show on arrival: only when they answer exactly this address (carrier-portal
 * §2: the lane results are restored only if the stored address equals the current one; the carrier
 * search's while its address is unchanged). Anything else is not restored.
 */
export function restoredResults<T>(stored: StoredResults<T> | null, address: string): T | null {
  return stored !== null && stored.address === address ? stored.data : null;
}

/**
 * Whether the carrier search's cached results may be kept at this address: only while it still
 * contains carriers/global-search (§2). Leaving the screen drops them.
 */
export function keepsCarrierSearchCache(pathname: string): boolean {
  return /\/carriers\/global-search\/?$/.test(pathname);
}

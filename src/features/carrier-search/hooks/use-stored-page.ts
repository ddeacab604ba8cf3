import { useEffect, useState } from 'react';
import { restoredResults, type StoredResults } from '../../../domain';
import { storedResults } from '../../../lib/stored-results';

/** What stored results must look like to be shown again: rows with ids and a paging (untrusted storage). */
function looksLikePage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { rows, paging } = data as { rows?: unknown; paging?: unknown };
  const p = paging as Record<string, unknown> | null | undefined;
  return (
    Array.isArray(rows) &&
    rows.every((row) => typeof row === 'object' && row !== null && Number.isInteger((row as { id?: unknown }).id)) &&
    ['currentPage', 'totalPages', 'totalRecords'].every((key) => Number.isInteger(p?.[key]))
  );
}

/**
 * The results one screen (`name`) kept in browser storage for this very address, read once on
 * arrival; null when the stored results answer another address (carrier-portal §2), look wrong,
 * or once the address has changed since.
 */
export function useRestoredPage<T>(name: string, address: string): T | null {
  const [restored] = useState(() => {
    const stored = storedResults.get(name);
    const valid: StoredResults<unknown> | null = stored && looksLikePage(stored.data) ? stored : null;
    return { address, data: restoredResults(valid, address) as T | null };
  });
  return restored.address === address ? restored.data : null;
}

/**
 * Keeps each answer in browser storage with its address. With `keepsAt`, they are forgotten when
 * the screen is left for an address where that rule does not keep them (the carrier search's:
 * `keepsCarrierSearchCache`, only while the address stays on it).
 */
export function useStorePage(
  name: string,
  address: string,
  data: unknown,
  keepsAt?: (pathname: string) => boolean,
): void {
  useEffect(() => {
    if (data !== undefined) storedResults.set(name, address, data);
  }, [name, address, data]);
  useEffect(
    () => () => {
      if (keepsAt && !keepsAt(window.location.pathname)) storedResults.remove(name);
    },
    [name, keepsAt],
  );
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { positionsWindow } from '../../../domain';
import { useSearchWriter, withEntries } from '../../../ui/use-search-writer';

/** The days of the vehicle's map, in the URL (`?from=…&to=…`), by default the two days before it was last seen. */
export function usePositionsWindow(lastSeen: string) {
  const [query] = useSearchParams();
  const write = useSearchWriter();
  const days = positionsWindow(lastSeen, query.get('from'), query.get('to'));
  const choose = useCallback(
    (change: { from?: string; to?: string }) => write((current) => withEntries(current, change), { replace: true }),
    [write],
  );
  return { days, choose };
}

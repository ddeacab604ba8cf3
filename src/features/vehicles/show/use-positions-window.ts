import { parseAsString, useQueryStates } from 'nuqs';
import { useCallback } from 'react';
import { positionsWindow } from '../../../domain';

const WINDOW = { from: parseAsString, to: parseAsString };
/** A day left as it is (undefined), cleared ('') or chosen. */
const entry = (day: string | undefined) => (day === undefined ? undefined : day || null);

/** The days of the vehicle's map, in the URL (`?from=…&to=…`), by default the two days before it was last seen. */
export function usePositionsWindow(lastSeen: string) {
  const [{ from, to }, setWindow] = useQueryStates(WINDOW);
  const days = positionsWindow(lastSeen, from, to);
  const choose = useCallback(
    (change: { from?: string; to?: string }) =>
      void setWindow({ from: entry(change.from), to: entry(change.to) }, { history: 'replace' }),
    [setWindow],
  );
  return { days, choose };
}

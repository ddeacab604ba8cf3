import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The rows a table shows, shared with the rows it showed as TanStack Query shares a refetch's data
 * with the data it had (`replaceEqualDeep`): a new array of the same rows (rows mapped from a
 * query's data at each render, `data.basics.map(…)`, or `[]` for an error) is the array the table
 * has, and of rows that changed only those are new objects. A new array of the same rows drew every
 * row again, started the focused row over and scrolled the body to the top, laying the page out
 * inside React's work (issue 29: two of these on a carrier's Safety tab as it loaded).
 */
export function useSameRows<T>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const [kept, setKept] = useState(rows);
  const shared = replaceEqualDeep(kept, rows);
  // A render-time update: React draws the table again at once with these rows, before committing.
  if (shared !== kept) setKept(shared);
  return shared;
}

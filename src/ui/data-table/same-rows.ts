import { useState } from 'react';

/** Two rows alike: the same value, or two plain records whose own fields hold the same values. */
function sameRow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && Object.is(left[key], right[key]));
}

/** The same rows: both absent, or as many rows, each alike (sameRow) to the one in its place. */
export function sameRows<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((row, index) => sameRow(row, b[index]));
}

/**
 * The rows a table shows, kept while a screen hands it the same rows in a new array: rows mapped
 * from a query's data at each render (`data.basics.map(…)`), or `[]` for an error. A new array of
 * the same rows drew every row again, started the focused row over and scrolled the body to the top,
 * laying the page out inside React's work (issue 29: two of these on a carrier's Safety tab as it
 * loaded). Rows that differ in any field are new rows.
 */
export function useSameRows<T>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const [kept, setKept] = useState(rows);
  if (sameRows(kept, rows)) return kept;
  // A render-time update: React draws the table again at once with these rows, before committing.
  setKept(rows);
  return rows;
}

import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing in a list's text filter waits before it searches. */
export const TYPING_DELAY_MS = 300;

/**
 * A text filter typed into a list: the field shows each keystroke at once and the list searches
 * once typing pauses (300 ms; `commit` then replaces the history entry rather than adding one per
 * keystroke). When the URL changes under it (back, forward, "Clear filters") the field shows what
 * the URL says and a pending search is dropped; the URL echoing the field's own search back (its
 * text trimmed) changes nothing, so a space typed before the pause and what is typed after it stay.
 * The third element searches at once what is typed and not yet searched (Enter, leaving the field).
 */
export function useTypedFilter(
  value: string,
  commit: (typed: string) => void,
): [string, (typed: string) => void, () => void] {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const [searched, setSearched] = useState<string | null>(null);
  const search = useDebouncedCallback((next: string) => {
    if (next.trim() === value) return;
    setSearched(next.trim());
    commit(next);
  }, TYPING_DELAY_MS);
  if (shown !== value) {
    setShown(value);
    if (value !== searched) {
      setTyped(value);
      search.cancel();
    }
  }
  const onType = (next: string) => {
    setTyped(next);
    search(next);
  };
  return [typed, onType, () => search.flush()];
}

import { useState } from 'react';

/** The rows chosen for a bulk action, on the page shown. */
export interface Selection {
  has: (key: string) => boolean;
  toggle: (key: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  clear: () => void;
  keys: readonly string[];
  all: boolean;
  some: boolean;
}

/**
 * Selected rows of the page on screen. Another page, tab or filter shows other rows: the selection
 * starts again empty (`view` names what is shown), so a bulk action never touches rows out of sight.
 */
export function useSelection(pageKeys: readonly string[], view: string): Selection {
  const [chosen, setChosen] = useState<{ view: string; keys: ReadonlySet<string> }>({ view, keys: new Set() });
  const current = chosen.view === view ? chosen.keys : new Set<string>();
  // Rows that left the page (a refetch after a change) are no longer selected.
  const keys = pageKeys.filter((key) => current.has(key));
  const set = (next: Iterable<string>) => setChosen({ view, keys: new Set(next) });
  return {
    has: (key) => current.has(key),
    toggle: (key, on) => set(on ? [...keys, key] : keys.filter((k) => k !== key)),
    toggleAll: (on) => set(on ? pageKeys : []),
    clear: () => set([]),
    keys,
    all: pageKeys.length > 0 && keys.length === pageKeys.length,
    some: keys.length > 0,
  };
}

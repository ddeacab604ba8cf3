import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's tab held in the URL (`?tab=safety`), so a reload or a shared link opens the same tab:
 * anything unknown or missing reads as the first tab, and choosing the first tab leaves it out.
 * Each change is a navigation (back returns to the previous tab); other query entries stay.
 */
export function useUrlTab<Tab extends string>(tabs: readonly Tab[], param = 'tab'): [Tab, (tab: Tab) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = query.get(param);
  const tab = tabs.find((t) => t === raw) ?? (tabs[0] as Tab);
  const choose = useCallback(
    (next: Tab) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete(param);
        else updated.set(param, next);
        return updated;
      }),
    [param, setQuery, tabs],
  );
  return [tab, choose];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { tabIndexFromUrl } from '../domain';
import { useSearchWriter, withEntries } from './use-search-writer';

/**
 * A screen's tab held in the URL (`?tab=safety`), so a reload or a shared link opens the same tab:
 * anything unknown or missing reads as the first tab, and choosing the first tab leaves it out.
 * Each change is a navigation (back returns to the previous tab); other query entries stay.
 */
export function useUrlTab<Tab extends string>(tabs: readonly Tab[], param = 'tab'): [Tab, (tab: Tab) => void] {
  const [query] = useSearchParams();
  const write = useSearchWriter();
  const raw = query.get(param);
  const tab = tabs.find((t) => t === raw) ?? (tabs[0] as Tab);
  const choose = useCallback(
    (next: Tab) => write((current) => withEntries(current, { [param]: next === tabs[0] ? null : next })),
    [param, write, tabs],
  );
  return [tab, choose];
}

/**
 * A tab chosen by its index in the URL (`?tab=4`, as My Account's links and redirects write it):
 * anything that is not the index of one of `count` tabs reads as the first. Choosing a tab is a
 * navigation that opens it afresh: the other query entries (the last tab's page and filters) go,
 * and the first tab leaves `tab` out.
 */
export function useUrlTabIndex(count: number, param = 'tab'): [number, (index: number) => void] {
  const [query] = useSearchParams();
  const write = useSearchWriter();
  const index = tabIndexFromUrl(query.get(param), count);
  const choose = useCallback(
    (next: number) => write(() => (next > 0 && next < count ? new URLSearchParams({ [param]: String(next) }) : '')),
    [count, param, write],
  );
  return [index, choose];
}

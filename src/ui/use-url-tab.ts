import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { tabIndexFromUrl } from '../domain';

/**
 * A screen's tab held in the URL (`?tab=safety`), so a reload or a shared link opens the same tab:
 * anything unknown or missing reads as the first tab, and choosing the first tab leaves it out.
 * Each change is a navigation (back returns to the previous tab); other query entries stay.
 */
export function useUrlTab<Tab extends string>(tabs: readonly Tab[], param = 'tab'): [Tab, (tab: Tab) => void] {
  const parser = useMemo(() => parseAsStringLiteral(tabs).withDefault(tabs[0] as Tab), [tabs]);
  const [tab, setTab] = useQueryState(param, parser);
  const choose = useCallback((next: Tab) => void setTab(next), [setTab]);
  return [tab, choose];
}

/**
 * A tab chosen by its index in the URL (`?tab=4`, as My Account's links and redirects write it):
 * anything that is not the index of one of `count` tabs reads as the first. Choosing a tab is a
 * navigation to a new address that opens it afresh, not a change of one key: the other query
 * entries (the last tab's page and filters) go, and the first tab leaves `tab` out.
 */
export function useUrlTabIndex(count: number, param = 'tab'): [number, (index: number) => void] {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const index = tabIndexFromUrl(query.get(param), count);
  const choose = useCallback(
    (next: number) => void navigate({ search: next > 0 && next < count ? `?${param}=${next}` : '' }),
    [count, param, navigate],
  );
  return [index, choose];
}

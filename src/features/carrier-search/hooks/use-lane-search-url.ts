import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { laneSearchFromUrl, laneSearchToUrl, type CarrierSearchFilters, type LaneSearchState } from '../../../domain';
import { useSearchWriter } from '../../../ui/use-search-writer';

type Options = { replace?: boolean };

/**
 * A lane search held in the URL (both ends, filters, page), like the carrier search: every change
 * is a navigation, any change but the page goes back to page 1, and each is built on the last one
 * written (the shared search writer), so two quick changes keep both.
 */
export function useLaneSearchUrl() {
  const [query] = useSearchParams();
  const write = useSearchWriter();
  const state = useMemo(() => laneSearchFromUrl(query), [query]);

  const change = useCallback(
    (next: Partial<LaneSearchState>, options: Options = {}) =>
      write((current) => laneSearchToUrl({ ...laneSearchFromUrl(current), ...next, page: next.page ?? 1 }), options),
    [write],
  );
  const setFilters = useCallback(
    (patch: Partial<CarrierSearchFilters>, options: Options = {}) =>
      write((current) => {
        const last = laneSearchFromUrl(current);
        return laneSearchToUrl({ ...last, filters: { ...last.filters, ...patch }, page: 1 });
      }, options),
    [write],
  );
  return { state, change, setFilters };
}

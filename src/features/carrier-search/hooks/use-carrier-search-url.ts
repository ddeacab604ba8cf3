import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  carrierSearchFromUrl,
  carrierSearchToUrl,
  type CarrierSearchFilters,
  type CarrierSearchState,
} from '../../../domain';
import { useSearchWriter } from '../../../ui/use-search-writer';

type Options = { replace?: boolean };

/**
 * A carrier search held in the URL (text, filters, place, sort, page): a shared link or a reload
 * opens the same search; each change is a navigation (Back returns to the previous search); any
 * change but the page goes back to page 1. Each change is built on the last one written (the shared
 * search writer), so two quick changes keep both: the default filter set's replace on arrival and a
 * filter switched before the router has rendered it, or two switches in a row.
 */
export function useCarrierSearchUrl() {
  const [query] = useSearchParams();
  const write = useSearchWriter();
  const state = useMemo(() => carrierSearchFromUrl(query), [query]);

  const change = useCallback(
    (next: Partial<CarrierSearchState>, options: Options = {}) =>
      write(
        (current) => carrierSearchToUrl({ ...carrierSearchFromUrl(current), ...next, page: next.page ?? 1 }),
        options,
      ),
    [write],
  );
  const setFilters = useCallback(
    (patch: Partial<CarrierSearchFilters>, options: Options = {}) =>
      write((current) => {
        const last = carrierSearchFromUrl(current);
        return carrierSearchToUrl({ ...last, filters: { ...last.filters, ...patch }, page: 1 });
      }, options),
    [write],
  );
  return { state, change, setFilters };
}

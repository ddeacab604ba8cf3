import { useCallback } from 'react';
import type { CarrierSearchFilters, UrlCodec } from '../../../domain';
import { useUrlState } from '../../../ui/url-state';

type Options = { replace?: boolean };

/** A search held in the URL: its filters and page beside what else it holds (text, place, lane). */
interface UrlSearch {
  filters: CarrierSearchFilters;
  page: number;
}

/**
 * A search held in the URL by its codec: a shared link or a reload opens the same search; each
 * change is a navigation (Back returns to the previous search); any change but the page goes back
 * to page 1. Each change is built on the latest state, queued writes included (`useUrlState`), so
 * two quick changes keep both: the default filter set's replace on arrival and a filter switched
 * before the router has rendered it, or two switches in a row.
 */
export function useSearchUrl<S extends UrlSearch>(codec: UrlCodec<S>) {
  const [state, write] = useUrlState(codec);
  const change = useCallback(
    (next: Partial<S>, options: Options = {}) =>
      write((current) => ({ ...current, ...next, page: next.page ?? 1 }), options),
    [write],
  );
  const setFilters = useCallback(
    (patch: Partial<CarrierSearchFilters>, options: Options = {}) =>
      write((current) => ({ ...current, filters: { ...current.filters, ...patch }, page: 1 }), options),
    [write],
  );
  return { state, change, setFilters };
}

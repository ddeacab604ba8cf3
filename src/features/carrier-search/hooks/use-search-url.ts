import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CarrierSearchFilters } from '../../../domain';
import { useSearchWriter } from '../../../ui/use-search-writer';

type Options = { replace?: boolean };

/** A search held in the URL: its filters and page beside what else it holds (text, place, lane). */
interface UrlSearch {
  filters: CarrierSearchFilters;
  page: number;
}

/**
 * A search held in the URL by its codec (`fromUrl`/`toUrl`): a shared link or a reload opens the same
 * search; each change is a navigation (Back returns to the previous search); any change but the
 * page goes back to page 1. Each change is built on the last one written (the shared search
 * writer), so two quick changes keep both: the default filter set's replace on arrival and a
 * filter switched before the router has rendered it, or two switches in a row.
 */
export function useSearchUrl<S extends UrlSearch>(
  fromUrl: (query: URLSearchParams) => S,
  toUrl: (state: S) => URLSearchParams,
) {
  const [query] = useSearchParams();
  const write = useSearchWriter();
  const state = useMemo(() => fromUrl(query), [fromUrl, query]);

  const change = useCallback(
    (next: Partial<S>, options: Options = {}) =>
      write((current) => toUrl({ ...fromUrl(current), ...next, page: next.page ?? 1 }), options),
    [write, fromUrl, toUrl],
  );
  const setFilters = useCallback(
    (patch: Partial<CarrierSearchFilters>, options: Options = {}) =>
      write((current) => {
        const last = fromUrl(current);
        return toUrl({ ...last, filters: { ...last.filters, ...patch }, page: 1 });
      }, options),
    [write, fromUrl, toUrl],
  );
  return { state, change, setFilters };
}

import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  carrierSearchFromUrl,
  carrierSearchToUrl,
  type CarrierSearchFilters,
  type CarrierSearchState,
} from '../../../domain';

type Options = { replace?: boolean };

/**
 * A carrier search held in the URL (text, filters, place, sort, page): a shared link or a reload
 * opens the same search; each change is a navigation (Back returns to the previous search); any
 * change but the page goes back to page 1.
 */
export function useCarrierSearchUrl() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => carrierSearchFromUrl(query), [query]);

  const change = useCallback(
    (next: Partial<CarrierSearchState>, options: Options = {}) => {
      const updated = { ...state, ...next, page: next.page ?? 1 };
      const search = carrierSearchToUrl(updated).toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace: options.replace ?? false });
    },
    [navigate, state],
  );
  const setFilters = useCallback(
    (patch: Partial<CarrierSearchFilters>, options?: Options) =>
      change({ filters: { ...state.filters, ...patch } }, options),
    [change, state.filters],
  );
  return { state, change, setFilters };
}

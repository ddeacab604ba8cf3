import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { laneSearchFromUrl, laneSearchToUrl, type CarrierSearchFilters, type LaneSearchState } from '../../../domain';

type Options = { replace?: boolean };

/**
 * A lane search held in the URL (both ends, filters, page), like the carrier search: every change
 * is a navigation, and any change but the page goes back to page 1.
 */
export function useLaneSearchUrl() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => laneSearchFromUrl(query), [query]);

  const change = useCallback(
    (next: Partial<LaneSearchState>, options: Options = {}) => {
      const search = laneSearchToUrl({ ...state, ...next, page: next.page ?? 1 }).toString();
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

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useGetDefaultFilterSet, type FilterSet } from '../../api';
import { filtersOfFilterSet, type FilterSetList } from '../../domain';

type Filters = { classifications: number[] };

/** One owner's default filter set for the list; a 404 (or no owner) means it has none. */
function useOwnerDefault(type: 'User' | 'Company', id: number | null, list: FilterSetList) {
  const query = useGetDefaultFilterSet(
    { owner_type: type, owner_id: id ?? 0, is_type: list },
    { query: { enabled: id !== null } },
  );
  const settled = id === null || query.isSuccess || query.isError;
  const set: FilterSet | null = query.data?.is_type === list ? query.data : null;
  // A 404 is "none set" (the error policy hands it back quietly); another failure reads as none too.
  return { set, settled };
}

/**
 * The list's default filters, applied once when the broker arrives at the list with a bare address
 * and no search to restore (an address with a query, or a restored search, wins): the user's own
 * default filter set, else the company's. Until that is known the list waits (`waiting`), so it asks
 * for one page instead of an unfiltered one first. `mine` and `company` are the sets in force, so
 * saving changes them rather than adding new ones.
 */
export function useDefaultFilters(options: {
  list: FilterSetList;
  userId: number | null;
  companyId: number | null;
  restoring: boolean;
  apply: (filters: Filters) => void;
}) {
  const { list, userId, companyId, restoring, apply } = options;
  const { search } = useLocation();
  // Decided on arrival only: a bare address later (Clear filters, Back) is the broker's own choice.
  const [arrival] = useState(() => search === '' && !restoring);
  const mine = useOwnerDefault('User', userId, list);
  const company = useOwnerDefault('Company', companyId, list);
  const mineFilters = mine.set ? filtersOfFilterSet(mine.set, list) : null;
  const companyFilters = company.set ? filtersOfFilterSet(company.set, list) : null;
  // What arrival applies: the user's filters, else (once the user's is known to hold none) the company's.
  let decided: Filters | 'none' | null = null;
  if (mineFilters) decided = mineFilters;
  else if (mine.settled && company.settled) decided = companyFilters ?? 'none';

  const applied = useRef(false);
  useEffect(() => {
    if (!arrival || applied.current || decided === null) return;
    applied.current = true;
    if (decided !== 'none') apply(decided);
  }, [arrival, decided, apply]);

  // Until the filters are in the address the list's page would be the unfiltered one: it waits.
  const [released, setReleased] = useState(!arrival);
  if (!released && decided !== null && (decided === 'none' || search !== '')) setReleased(true);

  return { waiting: !released, mine: mine.set, company: company.set };
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOwnerDefaultSet, type FilterSet } from '../../api';
import { defaultInForce, filtersOfFilterSet, type FilterSetList, type KnownDefault } from '../../domain';
import type { carrierListsArrivalQueries } from './carrier-lists.route';

type Filters = { classifications: number[] };

/**
 * The list's default filters, applied once when the broker arrives at the list with a bare address
 * and no search to restore (an address with a query, or a restored search, wins): the user's own
 * default filter set, else the company's. Until that is known the list waits (`waiting`), so it asks
 * for one page instead of an unfiltered one first. `mine` and `company` are the sets in force, so
 * saving changes them rather than adding new ones. The sets' queries are the route data's
 * (carrier-lists.route.ts), which the route's loader started.
 */
export function useDefaultFilters(options: {
  list: FilterSetList;
  user: { id: number; company?: { id: number } | null } | undefined;
  queries: ReturnType<typeof carrierListsArrivalQueries>;
  restoring: boolean;
  apply: (filters: Filters) => void;
}) {
  const { list, user, queries, restoring, apply } = options;
  const { search } = useLocation();
  // Decided on arrival only: a bare address later (Clear filters, Back) is the broker's own choice.
  const [arrival] = useState(() => search === '' && !restoring);
  const mine = useOwnerDefaultSet(queries.defaultMine, 'User', list);
  const companySet = useOwnerDefaultSet(queries.defaultCompany, 'Company', list);
  // A user without a company: the company has none (while the user is not known, neither is it).
  const company = user && !user.company ? null : companySet;
  // A set that holds no filter of this list is none.
  const filtersOf = (set: KnownDefault<FilterSet>) => (set ? filtersOfFilterSet(set, list) : set);
  const decided = defaultInForce(filtersOf(mine), filtersOf(company));

  const applied = useRef(false);
  useEffect(() => {
    if (!arrival || applied.current || decided === undefined) return;
    applied.current = true;
    if (decided) apply(decided);
  }, [arrival, decided, apply]);

  // Until the filters are in the address the list's page would be the unfiltered one: it waits.
  const [released, setReleased] = useState(!arrival);
  if (!released && decided !== undefined && (decided === null || search !== '')) setReleased(true);

  return { waiting: !released, mine: mine ?? null, company: company ?? null };
}

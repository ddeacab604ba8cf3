import { useEffect, useRef, useState } from 'react';
import { useCurrentUser, useOwnerDefaultSet, type FilterSetOwnerType } from '../../../api';
import { carrierFiltersToQ, defaultInForce, filtersFromQ, type CarrierSearchFilters } from '../../../domain';
import { carrierSearchDefaultsQueries } from '../carrier-search.route';

/**
 * Carrier Search's default filters (carrier-portal §2, filter sets): when the screen is opened with no
 * filters of its own, the user's default filter set — or else the company's — is applied once
 * (`apply`, which replaces the history entry). `pending` holds the search back until the answer is in
 * and, when a set is applied, until its filters are in the address, so the defaults do not cost a
 * search of their own (a text-only arrival would search the text alone first); `appliedFrom` says
 * whose defaults were applied.
 * The sets are the queries of the screen's route data (carrier-search.route.ts), which its loader starts.
 */
export function useDefaultFilters(hasFilters: boolean, apply: (filters: CarrierSearchFilters) => void) {
  const current = useCurrentUser().data;
  const user = current?.user;
  const [arrivedBare] = useState(!hasFilters);
  const queries = carrierSearchDefaultsQueries(arrivedBare, current ?? null);
  const mine = useOwnerDefaultSet(queries.defaultMine, 'User', 'carrier_search');
  const companySet = useOwnerDefaultSet(queries.defaultCompany, 'Company', 'carrier_search');
  // A user without a company: the company has none.
  const company = user && !user.company ? null : companySet;
  const inForce = defaultInForce(mine, company);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !arrivedBare || inForce === undefined) return;
    done.current = true;
    if (inForce) apply(filtersFromQ(inForce.filters));
  }, [arrivedBare, inForce, apply]);

  // Released once the answer is in and the filters it brings (if any) are in the address; it stays
  // released (clearing them later is the broker's own choice).
  const [released, setReleased] = useState(false);
  const brings = inForce ? Object.keys(carrierFiltersToQ(filtersFromQ(inForce.filters))).length > 0 : false;
  if (arrivedBare && !released && inForce !== undefined && (!brings || hasFilters)) setReleased(true);

  const appliedFrom: FilterSetOwnerType | null = arrivedBare && inForce ? inForce.owner_type : null;
  return { pending: arrivedBare && user !== undefined && !released, appliedFrom };
}

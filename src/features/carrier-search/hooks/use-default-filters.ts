import { useEffect, useRef, useState } from 'react';
import { useCurrentUser, useDefaultFilterSets, type FilterSetOwnerType } from '../../../api';
import { defaultInForce, filtersFromQ, type CarrierSearchFilters } from '../../../domain';

/**
 * Carrier Search's default filters (carrier-portal §2, filter sets): when the screen is opened with no
 * filters of its own, the user's default filter set — or else the company's — is applied once
 * (`apply`, which replaces the history entry). `pending` holds the search back until the answer is in,
 * so the defaults do not cost a search of their own; `appliedFrom` says whose defaults were applied.
 */
export function useDefaultFilters(hasFilters: boolean, apply: (filters: CarrierSearchFilters) => void) {
  const user = useCurrentUser().data?.user;
  const [arrivedBare] = useState(!hasFilters);
  const sets = useDefaultFilterSets('carrier_search', user, arrivedBare);
  const inForce = defaultInForce(sets.mine, sets.company);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !arrivedBare || inForce === undefined) return;
    done.current = true;
    if (inForce) apply(filtersFromQ(inForce.filters));
  }, [arrivedBare, inForce, apply]);

  const appliedFrom: FilterSetOwnerType | null = arrivedBare && inForce ? inForce.owner_type : null;
  return { pending: arrivedBare && user !== undefined && inForce === undefined, appliedFrom };
}

import { useEffect, useRef, useState } from 'react';
import { useDefaultFilterSet, useCurrentUser, type FilterSetOwner } from '../../../api';
import { filtersFromQ, type CarrierSearchFilters } from '../../../domain';

/**
 * Carrier Search's default filters (carrier-portal §2, filter sets): when the screen is opened with no
 * filters of its own, the user's default filter set — or else the company's — is applied once
 * (`apply`, which replaces the history entry). `pending` holds the search back until the answer is in,
 * so the defaults do not cost a search of their own; `appliedFrom` says whose defaults were applied.
 */
export function useDefaultFilters(hasFilters: boolean, apply: (filters: CarrierSearchFilters) => void) {
  const user = useCurrentUser().data?.user;
  const [arrivedBare] = useState(!hasFilters);
  const owners: FilterSetOwner[] = user
    ? [{ type: 'User', id: user.id }, ...(user.company ? [{ type: 'Company' as const, id: user.company.id }] : [])]
    : [];
  const defaults = useDefaultFilterSet(owners, 'carrier_search', arrivedBare);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !arrivedBare || !defaults.isSuccess) return;
    done.current = true;
    if (defaults.data) apply(filtersFromQ(defaults.data.filters));
  }, [arrivedBare, defaults.isSuccess, defaults.data, apply]);

  const appliedFrom: FilterSetOwner['type'] | null = arrivedBare && defaults.data ? defaults.data.owner_type : null;
  return { pending: arrivedBare && defaults.isPending && owners.length > 0, appliedFrom };
}

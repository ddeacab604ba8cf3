import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnownDefault } from '../domain';
import {
  createFilterSet,
  getDefaultFilterSet,
  getGetDefaultFilterSetQueryKey,
  getGetDefaultFilterSetQueryOptions,
  replaceFilterSet,
  useCreateFilterSet as useGeneratedCreate,
  useGetDefaultFilterSet,
  useReplaceFilterSet as useGeneratedReplace,
} from '../../generated/monitor/hooks/filter-sets/filter-sets';
import type { FilterSet, FilterSetFilters, FilterSetOwnerType, FilterSetType } from '../../generated/monitor/model';
import { errorStatus } from './errors';

export type { FilterSet, FilterSetOwnerType, FilterSetType } from '../../generated/monitor/model';

/** The query of an owner's default filter set, for the carrier lists' route loaders. */
export const defaultFilterSetQuery = getGetDefaultFilterSetQueryOptions;

/** Saves a list's filters as a new filter set of a user or the company; the owners' defaults are asked for again. */
export function useCreateFilterSet() {
  const client = useQueryClient();
  return useGeneratedCreate({
    mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getGetDefaultFilterSetQueryKey() }) },
  });
}

/** Changes a saved filter set's filters or default flag; the owners' defaults are asked for again. */
export function useReplaceFilterSet() {
  const client = useQueryClient();
  return useGeneratedReplace({
    mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getGetDefaultFilterSetQueryKey() }) },
  });
}

/** Whose filters: a user's or a company's. */
export interface FilterSetOwner {
  type: FilterSetOwnerType;
  id: number;
}

const DEFAULTS_PATH = getGetDefaultFilterSetQueryKey()[0];

/** One owner's default filter set of a list, or null when it has none (the API's 404). */
async function defaultOf(
  owner: FilterSetOwner,
  isType: FilterSetType,
  signal?: AbortSignal,
): Promise<FilterSet | null> {
  try {
    const set = await getDefaultFilterSet(
      { owner_type: owner.type, owner_id: owner.id, is_type: isType },
      undefined,
      signal,
    );
    // An answer for another list or owner is no default of this one.
    return set.is_type === isType && set.owner_type === owner.type ? set : null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * One owner's default filter set of a list (GET filter_sets/default_for_owner, the query the
 * loaders start): null when it has none (a 404, which the error policy hands back quietly, or an
 * answer for another list; another failure reads as none too), undefined until known.
 */
function useOwnerDefault(
  type: FilterSetOwnerType,
  id: number | null | undefined,
  isType: FilterSetType,
  enabled: boolean,
): KnownDefault<FilterSet> {
  const query = useGetDefaultFilterSet(
    { owner_type: type, owner_id: id ?? 0, is_type: isType },
    { query: { enabled: enabled && typeof id === 'number', staleTime: 300_000 } },
  );
  if (id === null) return null;
  if (query.isError) return null;
  if (!query.isSuccess) return undefined;
  return query.data.is_type === isType ? query.data : null;
}

/**
 * The default filter sets a list may open with: the signed-in user's and their company's (asked
 * side by side; null when there is none, undefined until known or while the user is). Nothing is
 * asked while `enabled` is false. Which one is in force is the domain's `defaultInForce`. Used by
 * Carrier Search and the connection lists.
 */
export function useDefaultFilterSets(
  isType: FilterSetType,
  user: { id: number; company?: { id: number } | null } | undefined,
  enabled = true,
) {
  const mine = useOwnerDefault('User', user?.id, isType, enabled);
  const company = useOwnerDefault('Company', user ? (user.company?.id ?? null) : undefined, isType, enabled);
  return { mine, company };
}

/**
 * Saves a list's filters as an owner's default: replaces the owner's default of that list when it
 * has one (`replaceFilterSet`), creates it otherwise (`createFilterSet`). The defaults are read
 * again after.
 */
export function useSaveDefaultFilterSet(isType: FilterSetType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ owner, filters }: { owner: FilterSetOwner; filters: FilterSetFilters | object }) => {
      const current = await defaultOf(owner, isType);
      // The list's own filters (FilterSetFilters lets any list add its Ransack keys).
      const saved = filters as FilterSetFilters;
      if (current) return replaceFilterSet(current.id, { filter_set: { filters: saved, default: true } });
      return createFilterSet({
        filter_set: { owner_type: owner.type, owner_id: owner.id, is_type: isType, filters: saved, default: true },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [DEFAULTS_PATH] }),
  });
}

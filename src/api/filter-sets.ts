import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The default filter set of a user or company for one list (GET filter_sets/default_for_owner);
 * 404 when the owner has none, which the error policy hands back to the list as "no default".
 */
export { useGetDefaultFilterSet };

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
 * The default filters a list opens with (`getDefaultFilterSet`): the first owner's that has one, in
 * the order given (the user's, then the company's), or null when none has. Nothing is asked while
 * `enabled` is false. Used by Carrier Search here and by the connection lists.
 */
export function useDefaultFilterSet(owners: readonly FilterSetOwner[], isType: FilterSetType, enabled = true) {
  return useQuery({
    queryKey: [DEFAULTS_PATH, 'first-of', owners, isType],
    queryFn: async ({ signal }) => {
      for (const owner of owners) {
        const set = await defaultOf(owner, isType, signal);
        if (set) return set;
      }
      return null;
    },
    enabled: enabled && owners.length > 0,
    staleTime: 300_000,
  });
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

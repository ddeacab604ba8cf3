import { useQueryClient } from '@tanstack/react-query';
import {
  getGetDefaultFilterSetQueryKey,
  getGetDefaultFilterSetQueryOptions,
  useCreateFilterSet as useGeneratedCreate,
  useGetDefaultFilterSet,
  useReplaceFilterSet as useGeneratedReplace,
} from '../../generated/monitor/hooks/filter-sets/filter-sets';

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

export type { FilterSet } from '../../generated/monitor/model';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KnownDefault } from '../domain';
import {
  createFilterSet,
  getDefaultFilterSet,
  getGetDefaultFilterSetQueryKey,
  getGetDefaultFilterSetQueryOptions,
  replaceFilterSet,
  useCreateFilterSet as useGeneratedCreate,
  useReplaceFilterSet as useGeneratedReplace,
} from '../../generated/monitor/hooks/filter-sets/filter-sets';
import type { FilterSet, FilterSetFilters, FilterSetOwnerType, FilterSetType } from '../../generated/monitor/model';
import { errorStatus } from './errors';

export type { FilterSet, FilterSetOwnerType, FilterSetType } from '../../generated/monitor/model';

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

/**
 * The query of one owner's default filter set of a list (GET filter_sets/default_for_owner), kept
 * five minutes: what Carrier Search and the carrier lists ask and their route data start
 * (carrier-search.route.ts, carrier-lists.route.ts).
 */
export const ownerDefaultQuery = (owner: FilterSetOwner, isType: FilterSetType) =>
  getGetDefaultFilterSetQueryOptions(
    { owner_type: owner.type, owner_id: owner.id, is_type: isType },
    { query: { staleTime: 300_000 } },
  );

/**
 * One owner's default filter set through its query (`ownerDefaultQuery`; null: not asked, and then
 * the `owner`'s key with id 0 is observed, disabled): the set, null when the owner has none (a 404,
 * which the error policy hands back quietly, or an answer for another list; another failure reads as
 * none too), undefined until known.
 */
export function useOwnerDefaultSet(
  query: ReturnType<typeof ownerDefaultQuery> | null,
  owner: FilterSetOwnerType,
  isType: FilterSetType,
): KnownDefault<FilterSet> {
  const result = useQuery({ ...(query ?? ownerDefaultQuery({ type: owner, id: 0 }, isType)), enabled: query !== null });
  if (result.isError) return null;
  if (!result.isSuccess) return undefined;
  return result.data.is_type === isType ? result.data : null;
}

/**
 * One owner's default filter set from its query's answer (route data's `follow`), read as
 * `useOwnerDefaultSet` reads it: null when not asked, on a failure (a 404 is none), or for another list.
 */
export function answeredDefaultSet(
  answer: (query: NonNullable<ReturnType<typeof ownerDefaultQuery>>) => Promise<unknown>,
  query: ReturnType<typeof ownerDefaultQuery> | null,
  isType: FilterSetType,
): Promise<FilterSet | null> {
  if (query === null) return Promise.resolve(null);
  return answer(query).then(
    (set) => ((set as FilterSet).is_type === isType ? (set as FilterSet) : null),
    () => null,
  );
}

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

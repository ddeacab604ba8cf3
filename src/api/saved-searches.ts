import {
  getListSavedSearchesQueryKey,
  getListSavedSearchesQueryOptions,
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useListSavedSearches,
} from '../../generated/monitor/hooks/saved-searches/saved-searches';
import type { SavedSearch } from '../../generated/monitor/model';
import { newestFirst } from '../domain';

export type { SavedSearch, SavedSearchType } from '../../generated/monitor/model';

/** The saved searches' query, for Saved Searches' route loader (the same key as `useSavedSearches`). */
export const savedSearchesQuery = () => getListSavedSearchesQueryOptions();

/** The user's saved searches, newest first; nothing is asked while `enabled` is false (a user who may not reach them). */
export const useSavedSearches = (enabled = true) =>
  useListSavedSearches({
    query: { enabled, select: (list: SavedSearch[]) => newestFirst(Array.isArray(list) ? list : []) },
  });

/** Saves a search under a name; the saved searches are fetched again after. */
export const useSaveSearch = () =>
  useCreateSavedSearch({
    mutation: {
      onSuccess: (_saved, _variables, _context, { client }) =>
        client.invalidateQueries({ queryKey: getListSavedSearchesQueryKey() }),
    },
  });

/** Deletes a saved search: it leaves the list once the server has answered, and the list is fetched again. */
export const useDeleteSavedSearchAndRefresh = () =>
  useDeleteSavedSearch({
    mutation: {
      onSuccess: (_answer, { id }, _context, { client }) => {
        client.setQueryData<SavedSearch[]>(getListSavedSearchesQueryKey(), (list) => list?.filter((s) => s.id !== id));
        return client.invalidateQueries({ queryKey: getListSavedSearchesQueryKey() });
      },
    },
  });

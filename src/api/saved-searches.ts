import { useQuery } from '@tanstack/react-query';
import {
  getListSavedSearchesQueryKey,
  getListSavedSearchesQueryOptions,
  useCreateSavedSearch,
  useDeleteSavedSearch,
} from '../../generated/monitor/hooks/saved-searches/saved-searches';
import type { SavedSearch } from '../../generated/monitor/model';
import { newestFirst } from '../domain';

export type { SavedSearch, SavedSearchType } from '../../generated/monitor/model';

/** The saved searches' query (Saved Searches' route data: saved-searches.route.ts). */
export const savedSearchesQuery = () => getListSavedSearchesQueryOptions();

/** Saved searches newest first (an answer that is not a list reads as none). */
const newestSavedFirst = (list: SavedSearch[]) => newestFirst(Array.isArray(list) ? list : []);

/**
 * The user's saved searches, newest first, by the saved searches' query (`query`: the one Saved
 * Searches' route data gives); nothing is asked while `enabled` is false (a user who may not reach them).
 */
export const useSavedSearches = (query = savedSearchesQuery(), enabled = true) =>
  useQuery({ ...query, enabled, select: newestSavedFirst });

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

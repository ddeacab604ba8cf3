import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetTruckPostingQueryKey,
  getListTruckPostingsQueryKey,
  getTruckPosting,
  listTruckPostings,
  useCreateTruckPosting,
  useUpdateTruckPosting,
} from '../../generated/monitor/hooks/truck-postings/truck-postings';
import type { ListTruckPostingsParams } from '../../generated/monitor/model';
import { PAGE_SIZE } from '../domain';
import { loadBoardCall, logLoadBoardFailure } from './load-board-calls';
import { pagedQueryOptions } from './paged';

export type { TruckPosting, TruckPostingInput, TruckPostingUpdate } from '../../generated/monitor/model';

const activeParams = (page: number): ListTruckPostingsParams => ({
  'q[is_active_eq]': true,
  'q[s]': 'id desc',
  page,
  per_page: PAGE_SIZE,
});

/** The query of one page of the active truck postings, newest first, 50 a page, with its paging headers. */
export const activeTruckPostingsQuery = (page: number) =>
  pagedQueryOptions(getListTruckPostingsQueryKey(activeParams(page)), (signal) =>
    loadBoardCall('listTruckPostings', listTruckPostings(activeParams(page), undefined, signal)),
  );

/** One truck posting, as the server has it now (opened to edit); nothing is asked without an id. */
export const useTruckPosting = (id: number | null) =>
  useQuery({
    queryKey: getGetTruckPostingQueryKey(id ?? 0),
    queryFn: ({ signal }) => loadBoardCall('getTruckPosting', getTruckPosting(id ?? 0, undefined, signal)),
    enabled: id !== null,
  });

/** Every list of truck postings: reloaded after a create or an update (monitoring §4). */
const LIST_KEY = getListTruckPostingsQueryKey().slice(0, 1);

/** Posts a carrier's truck; the active postings are reloaded after it. */
export function useCreateTruckPostingAndRefresh() {
  const client = useQueryClient();
  return useCreateTruckPosting({
    mutation: {
      onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
      onError: (error) => logLoadBoardFailure('createTruckPosting', error),
    },
  });
}

/** Changes a truck posting or switches it off; the posting shows the answer and the active postings are reloaded. */
export function useUpdateTruckPostingAndRefresh() {
  const client = useQueryClient();
  return useUpdateTruckPosting({
    mutation: {
      onSuccess: (posting) => {
        client.setQueryData(getGetTruckPostingQueryKey(posting.id), posting);
        return client.invalidateQueries({ queryKey: LIST_KEY });
      },
      onError: (error) => logLoadBoardFailure('updateTruckPosting', error),
    },
  });
}

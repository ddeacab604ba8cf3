import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http-error';
import { useCallback } from 'react';
import {
  bulkPostLoads,
  bulkUnpostLoads,
  getGetLoadBrokerDetailsQueryKey,
  getListPostedEquipmentTypesQueryOptions,
  getLoadBrokerDetails,
  searchBrokerLoads,
  usePostLoad,
  useUnpostLoad,
} from '../../generated/monitor/hooks/load-board/load-board';
import type { BoardLoad, BrokerLoadSearchRequest, BulkLoadPostingResult } from '../../generated/monitor/model';
import { eachTypeOnce, type Paging, type PostingAction } from '../domain';
import { errorMessage, fieldErrors } from './errors';
import { isHandledError } from './error-policy';
import { loadBoardCall, logLoadBoardFailure } from './load-board-calls';
import { pagingOfBody } from './paged';

export type { BoardLoad, BrokerLoadSearchRequest, LoadBrokerDetails } from '../../generated/monitor/model';
export { TrailerType } from '../../generated/monitor/model';

/** How often the board fetches its page again in the background (issue 20: every minute). */
export const BOARD_REFRESH_MS = 60_000;

// The search is a POST, so orval gives it no query key: this one follows the generated keys' form.
const SEARCH_KEY = '/api/v1/loads/broker_search';
const isDetailKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].endsWith('/broker_details');

/** One page of the load board: its loads, the paging headers, and whether "my loads" found none of the user's. */
export interface BoardPage {
  rows: BoardLoad[];
  paging: Paging;
  noUserLoads: boolean;
}

/**
 * The query of one page of the load board (POST loads/broker_search with the domain's request):
 * the previous page stays while the next loads, and the page is fetched again every minute.
 */
export const loadBoardPageQuery = (body: BrokerLoadSearchRequest) =>
  queryOptions({
    queryKey: [SEARCH_KEY, body] as const,
    queryFn: async ({ signal }): Promise<BoardPage> => {
      const answer = await loadBoardCall('searchBrokerLoads', searchBrokerLoads(body, undefined, signal));
      const rows = Array.isArray(answer.results) ? answer.results : [];
      return {
        rows,
        paging: pagingOfBody(answer, rows.length),
        noUserLoads: answer.no_user_loads === true,
      };
    },
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
  });

/** Why the load board's search does not meet the requirements, as the board shows it beside the filters. */
export interface SearchRequirementsProblem {
  message: string;
  /** The server's reasons per field (a 400 or 422). */
  reasons: string[];
  /** A failure of the server or the network, not of the search: worth asking again as it is. */
  retryable: boolean;
}

/**
 * A failed load board search marks it as not meeting the requirements and keeps the error
 * (monitoring §5, "a search failure, or a 400 or 422 response"): for a 400 or 422 the server's
 * message and its reasons per field; for any other failure its message, and whether asking again
 * may help (a failure the app reports: the server's or the network's, not a 401/403/404). Null
 * without an error.
 */
export function searchRequirementsProblem(error: unknown): SearchRequirementsProblem | null {
  if (error === null || error === undefined) return null;
  if (!isHttpError(error) || ![400, 422].includes(error.response?.status ?? 0)) {
    return { message: errorMessage(error), reasons: [], retryable: !isHandledError(error) };
  }
  const data = error.response?.data as { message?: unknown } | undefined;
  const reasons = Object.entries(fieldErrors(error)).map(([field, reason]) =>
    field === 'base' ? reason : `${field.replace(/_/g, ' ')}: ${reason}`,
  );
  return {
    message: typeof data?.message === 'string' ? data.message : 'The server gave no reason.',
    reasons,
    retryable: false,
  };
}

/** The query of one load's load board detail (stops, contact, dispositions). */
export const loadBoardDetailQuery = (id: number) =>
  queryOptions({
    queryKey: getGetLoadBrokerDetailsQueryKey(id),
    queryFn: ({ signal }) => loadBoardCall('getLoadBrokerDetails', getLoadBrokerDetails(id, undefined, signal)),
  });

/** The query of the equipment types loads are posted with, and their descriptions (kept for the session). */
export const postedEquipmentTypesQuery = () =>
  getListPostedEquipmentTypesQueryOptions({ query: { staleTime: Infinity } });

/** The equipment types loads are posted with, and their descriptions, each once (kept for the session). */
export const usePostedEquipmentTypes = (query = postedEquipmentTypesQuery()) =>
  useQuery({ ...query, select: eachTypeOnce });

/** The board's pages and every load detail, fetched again in the background (the data on screen stays). */
function refreshBoard(client: QueryClient, loadId?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [SEARCH_KEY] }),
    loadId === undefined
      ? client.invalidateQueries({ predicate: (query) => isDetailKey(query.queryKey) })
      : client.invalidateQueries({ queryKey: getGetLoadBrokerDetailsQueryKey(loadId) }),
  ]);
}

/** The board's cached pages with one load as the server now has it. */
function showLoad(client: QueryClient, load: BoardLoad) {
  client.setQueriesData<BoardPage>({ queryKey: [SEARCH_KEY] }, (page) =>
    page ? { ...page, rows: page.rows.map((row) => (row.id === load.id ? { ...row, ...load } : row)) } : page,
  );
}

/**
 * Posts an unposted load or takes a posted one off the board (PATCH post_load / unpost_load), from
 * a row or the detail: the row shows the answer at once, then the views and the load's detail are
 * fetched again quietly. `toggle` is stable; it rejects with the server's refusal.
 */
export function usePostingToggle() {
  const client = useQueryClient();
  const settle = {
    onSuccess: (load: BoardLoad) => showLoad(client, load),
    onSettled: (_load: unknown, _error: unknown, { id }: { id: number }) => refreshBoard(client, id),
  };
  const post = usePostLoad({ mutation: { ...settle, onError: (e) => logLoadBoardFailure('postLoad', e) } });
  const unpost = useUnpostLoad({ mutation: { ...settle, onError: (e) => logLoadBoardFailure('unpostLoad', e) } });
  const { mutateAsync: postAsync } = post;
  const { mutateAsync: unpostAsync } = unpost;
  const toggle = useCallback(
    (load: Pick<BoardLoad, 'id' | 'is_posted'>) => (load.is_posted ? unpostAsync : postAsync)({ id: load.id }),
    [postAsync, unpostAsync],
  );
  const pendingId = post.isPending ? post.variables.id : unpost.isPending ? unpost.variables.id : null;
  return { toggle, pendingId };
}

/**
 * Bulk post and unpost, one call per run of ids (the screen runs them with progress): `send` posts
 * or unposts the ids and answers the server's success and error lists; `refresh` fetches the
 * Posted and Unposted views (and open details) again, for when anything succeeded.
 */
export function useBulkPostingCalls() {
  const client = useQueryClient();
  const send = useCallback(
    (action: PostingAction, loadIds: number[]): Promise<BulkLoadPostingResult> =>
      action === 'Post'
        ? loadBoardCall('bulkPostLoads', bulkPostLoads({ load_ids: loadIds }))
        : loadBoardCall('bulkUnpostLoads', bulkUnpostLoads({ load_ids: loadIds })),
    [],
  );
  const refresh = useCallback(() => refreshBoard(client), [client]);
  return { send, refresh };
}

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getListLoadCarrierDispositionsQueryKey,
  listLoadCarrierDispositions,
  useCreateLoadCarrierDisposition,
  useDeleteLoadCarrierDisposition,
} from '../../generated/monitor/hooks/dispositions/dispositions';
import {
  getGetLoadBrokerDetailsQueryKey,
  getMatchCarriersForLoadQueryKey,
  matchCarriersForLoad,
} from '../../generated/monitor/hooks/load-board/load-board';
import type { MatchCarriersForLoadParams } from '../../generated/monitor/model';
import { MOVEMENT_PAGE_SIZE } from '../domain';
import { loadBoardCall, logLoadBoardFailure } from './load-board-calls';
import { pagedQueryOptions } from './paged';

export type {
  CapacityMatch,
  CapacityMatchType,
  DispositionReason,
  LoadCarrierDisposition,
} from '../../generated/monitor/model';
export { DispositionReason as DISPOSITION_REASONS } from '../../generated/monitor/model';

/** Capacity matches a page (monitoring §9: 20 results a page). */
export const CAPACITY_PAGE_SIZE = MOVEMENT_PAGE_SIZE;

const matchParams = (page: number): MatchCarriersForLoadParams => ({ page, per_page: CAPACITY_PAGE_SIZE });
const dispositionParams = (loadId: number) => ({ 'q[load_id_eq]': loadId });

/** The query of one page of a load's capacity matches, 20 a page, with its paging headers. */
export const capacityPageQuery = (loadId: number, page: number) =>
  pagedQueryOptions(getMatchCarriersForLoadQueryKey(loadId, matchParams(page)), (signal) =>
    loadBoardCall('matchCarriersForLoad', matchCarriersForLoad(loadId, matchParams(page), undefined, signal)),
  );

/** One page of the carriers with capacity near a load. */
export const useCapacityPage = (loadId: number, page: number) => useQuery(capacityPageQuery(loadId, page));

/** The carriers set aside on a load (`q[load_id_eq]`), newest first. */
export const useLoadDispositions = (loadId: number) =>
  useQuery({
    queryKey: getListLoadCarrierDispositionsQueryKey(dispositionParams(loadId)),
    queryFn: ({ signal }) =>
      loadBoardCall(
        'listLoadCarrierDispositions',
        listLoadCarrierDispositions(dispositionParams(loadId), undefined, signal),
      ),
  });

/** A load's matches, set-aside carriers and detail, fetched again after a disposition changed. */
function refreshLoad(client: QueryClient, loadId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListLoadCarrierDispositionsQueryKey(dispositionParams(loadId)) }),
    client.invalidateQueries({ queryKey: getMatchCarriersForLoadQueryKey(loadId).slice(0, 1) }),
    client.invalidateQueries({ queryKey: getGetLoadBrokerDetailsQueryKey(loadId) }),
  ]);
}

/** Sets a carrier aside on a load with a reason and notes; the load's matches and set-aside list follow. */
export function useSetCarrierAside(loadId: number) {
  const client = useQueryClient();
  return useCreateLoadCarrierDisposition({
    mutation: {
      onSuccess: () => refreshLoad(client, loadId),
      onError: (error) => logLoadBoardFailure('createLoadCarrierDisposition', error),
    },
  });
}

/** Reinstates a carrier on a load (deletes its disposition); the load's matches and set-aside list follow. */
export function useReinstateCarrier(loadId: number) {
  const client = useQueryClient();
  return useDeleteLoadCarrierDisposition({
    mutation: {
      onSuccess: () => refreshLoad(client, loadId),
      onError: (error) => logLoadBoardFailure('deleteLoadCarrierDisposition', error),
    },
  });
}

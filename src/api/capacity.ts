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
import { capacityMatchParams, DEFAULT_CAPACITY_SEARCH, type CapacitySearch } from '../domain';
import { loadBoardCall, logLoadBoardFailure } from './load-board-calls';
import { pagedQueryOptions } from './paged';

export type {
  CapacityMatch,
  CapacityMatchType,
  DispositionReason,
  LoadCarrierDisposition,
} from '../../generated/monitor/model';
export { DispositionReason as DISPOSITION_REASONS } from '../../generated/monitor/model';

const dispositionParams = (loadId: number) => ({ 'q[load_id_eq]': loadId });

/**
 * The query of one page of a load's capacity matches, 20 a page, with its paging headers: the
 * search's deadheads, match type and "hide carriers set aside" are sent only when they differ from
 * the contract's defaults (so the default search and the set-aside tab's names share one cache entry).
 */
const capacityPageQuery = (loadId: number, search: CapacitySearch) => {
  const params: MatchCarriersForLoadParams = capacityMatchParams(search);
  return pagedQueryOptions(getMatchCarriersForLoadQueryKey(loadId, params), (signal) =>
    loadBoardCall('matchCarriersForLoad', matchCarriersForLoad(loadId, params, undefined, signal)),
  );
};

/** One page of the carriers with capacity near a load, for the capacity panel's search (the defaults when none). */
export const useCapacityPage = (loadId: number, search: CapacitySearch = DEFAULT_CAPACITY_SEARCH) =>
  useQuery(capacityPageQuery(loadId, search));

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

/**
 * A load's matches, set-aside carriers and detail, fetched again after a disposition changed. Every
 * cached page of the load's matches is asked again, whatever its search (the key's first entry is
 * the path): a page that hides the carriers set aside (`hide_dispositioned`) then leaves out the one
 * just set aside, or brings back the one just reinstated.
 */
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

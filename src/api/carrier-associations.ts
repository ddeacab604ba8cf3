import { keepPreviousData, queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetCarrierDetailQueryKey,
  getListAssociatedCarriersQueryKey,
  listAssociatedCarriers,
  useBlockAssociatedCarriers,
  useBlockAssociatedCarriersByIds,
} from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import { getListBrokerConnectionsQueryKey } from '../../generated/monitor/hooks/connections/connections';
import type { AssociatedCarrier, ListAssociatedCarriersParams } from '../../generated/monitor/model';
import { associationTotals, type AssociationKind, type AssociationsListQuery } from '../domain';
import { responseHeadersOf } from './http-answers';
import { pagingOfBody, withPaging, type PagedList } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<AssociationsListQuery, ListAssociatedCarriersParams>;

export type { AssociatedCarrier, BlockAssociatedCarriersResult } from '../../generated/monitor/model';

/** One page of associated carriers, with the per-kind totals of its headers. */
export interface AssociatedPage extends PagedList<AssociatedCarrier> {
  totals: Record<AssociationKind, number | null>;
}

/** One page of the carriers associated with a carrier (`required_associations[]`, `page`), with paging and per-kind totals. */
export const associatedCarriersPageQuery = (id: number, params: ListAssociatedCarriersParams) =>
  queryOptions({
    queryKey: [...getListAssociatedCarriersQueryKey(id, params), 'paged'],
    queryFn: async ({ signal }): Promise<AssociatedPage> => {
      const rows = await listAssociatedCarriers(id, params, undefined, signal);
      return { ...(await withPaging(Promise.resolve(rows))), totals: associationTotals(responseHeadersOf(rows)) };
    },
    placeholderData: keepPreviousData,
  });

/** One page of associated carriers. */
export const useAssociatedCarriersPage = (id: number, params: ListAssociatedCarriersParams) =>
  useQuery(associatedCarriersPageQuery(id, params));

/**
 * How many carriers each kind links to the carrier (the list asked with that one kind; its
 * totalitems header), for the block dialog's confirmation. Asked only while `enabled`.
 */
export function useAssociationKindCounts(id: number, kinds: readonly AssociationKind[], enabled: boolean) {
  return useQueries({
    queries: kinds.map((kind) => {
      const params: ListAssociatedCarriersParams = { 'required_associations[]': [kind], page: 1 };
      return {
        queryKey: [...getListAssociatedCarriersQueryKey(id, params), 'count'],
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const page = await listAssociatedCarriers(id, params, undefined, signal);
          return pagingOfBody(page, Array.isArray(page) ? page.length : 0).totalRecords;
        },
        enabled,
      };
    }),
  });
}

/**
 * Putting associated carriers on do-not-dispatch: `byKind` (every carrier one kind links) and
 * `byIds` (chosen carriers of one kind), one call each, and `refresh` once a run of them is done:
 * the associations, the header's risk signals and the connection lists are fetched again.
 */
export function useBlockAssociatedCarriersAndRefresh(id: number) {
  const client = useQueryClient();
  const byKind = useBlockAssociatedCarriers().mutateAsync;
  const byIds = useBlockAssociatedCarriersByIds().mutateAsync;
  const refresh = useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: getListAssociatedCarriersQueryKey(id) }),
        client.invalidateQueries({ queryKey: getGetCarrierDetailQueryKey(id) }),
        client.invalidateQueries({ queryKey: getListBrokerConnectionsQueryKey() }),
      ]),
    [client, id],
  );
  return {
    byKind: (kind: AssociationKind, notes: string) =>
      byKind({ id, data: { is_type: kind, ...(notes ? { connection_notes: notes } : {}) } }),
    byIds: (kind: AssociationKind, carrierIds: number[], notes: string) =>
      byIds({ id, data: { is_type: kind, carrier_ids: carrierIds, ...(notes ? { connection_notes: notes } : {}) } }),
    refresh,
  };
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getListBrokerConnectionsQueryKey,
  listBrokerConnections,
} from '../../generated/monitor/hooks/connections/connections';
import {
  getListBrokerSubscriptionsQueryKey,
  listBrokerSubscriptions,
} from '../../generated/monitor/hooks/subscriptions/subscriptions';
import type { ListBrokerConnectionsParams, ListBrokerSubscriptionsParams } from '../../generated/monitor/model';
import type { CarrierListsRequest, ConnectionsListQuery, SubscriptionsListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's queries of these calls are the contract's parameters (checked here, at compile time).
type _Checked = [
  SameParams<ConnectionsListQuery, ListBrokerConnectionsParams>,
  SameParams<SubscriptionsListQuery, ListBrokerSubscriptionsParams>,
];

/** One page of a carrier list tab (connections/for_broker_portal), with its paging headers. */
export const connectionsPageQuery = (params: ListBrokerConnectionsParams) =>
  pagedQueryOptions(getListBrokerConnectionsQueryKey(params), (signal) =>
    listBrokerConnections(params, undefined, signal),
  );

/** One page of an assessment tab (subscriptions/for_broker_portal), with its paging headers. */
export const subscriptionsPageQuery = (params: ListBrokerSubscriptionsParams) =>
  pagedQueryOptions(getListBrokerSubscriptionsQueryKey(params), (signal) =>
    listBrokerSubscriptions(params, undefined, signal),
  );

/** Starts the page a carrier list view asks for (the route loader's head start), whichever call its tab makes. */
export function prefetchCarrierListPage(client: QueryClient, request: CarrierListsRequest): Promise<void> {
  return request.call === 'connections'
    ? client.prefetchQuery(connectionsPageQuery(request.params))
    : client.prefetchQuery(subscriptionsPageQuery(request.params));
}

/** One page of a carrier list tab; asks nothing while not enabled (an assessment tab is open). */
export function useConnectionsPage(params: ListBrokerConnectionsParams, enabled: boolean) {
  return useQuery({ ...connectionsPageQuery(params), enabled });
}

/** One page of an assessment tab; asks nothing while not enabled (a list tab is open). */
export function useSubscriptionsPage(params: ListBrokerSubscriptionsParams, enabled: boolean) {
  return useQuery({ ...subscriptionsPageQuery(params), enabled });
}

/**
 * Every carrier list and assessment tab is fetched again: a carrier changed list, left or joined
 * my carriers. Called after each change of a connection or subscription, wherever it was made.
 */
export function refreshCarrierLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListBrokerConnectionsQueryKey() }),
    client.invalidateQueries({ queryKey: getListBrokerSubscriptionsQueryKey() }),
  ]);
}

export type {
  Carrier,
  Connection,
  ListBrokerConnectionsParams,
  ListBrokerSubscriptionsParams,
  Subscription,
} from '../../generated/monitor/model';

import type { QueryClient } from '@tanstack/react-query';
import {
  getListBrokerConnectionsQueryKey,
  listBrokerConnections,
} from '../../generated/monitor/hooks/connections/connections';
import {
  getListBrokerSubscriptionsQueryKey,
  listBrokerSubscriptions,
} from '../../generated/monitor/hooks/subscriptions/subscriptions';
import type { ListBrokerConnectionsParams, ListBrokerSubscriptionsParams } from '../../generated/monitor/model';
import type { ConnectionsListQuery, SubscriptionsListQuery } from '../domain';
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

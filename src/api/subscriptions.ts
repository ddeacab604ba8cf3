import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetCarrierDetailQueryKey } from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import { getListCarriersQueryKey } from '../../generated/monitor/hooks/carriers/carriers';
import {
  useSubscribeToCarrier as useGeneratedSubscribe,
  useUnsubscribeFromCarrier as useGeneratedUnsubscribe,
  useUploadSubscriptionsFile as useGeneratedUpload,
} from '../../generated/monitor/hooks/subscriptions/subscriptions';
import type { CarrierSubscriptionSummary } from '../../generated/monitor/model';
import { laneSearchKey } from './carrier-search';
import { refreshCarrierLists } from './carrier-lists';
import type { monitorClient } from './mutators';

type RequestOptions = Parameters<typeof monitorClient>[1];

/** A carrier row as the lists show it: its id and whether it is one of my carriers. */
interface RowWithSubscription {
  id: number;
  subscription: CarrierSubscriptionSummary | null;
}
interface CarrierPage {
  rows: RowWithSubscription[];
  paging?: { totalRecords: number };
}
type Snapshot = [QueryKey, unknown][];

const CARRIERS_PATH = getListCarriersQueryKey()[0];
const LANE_PATH = laneSearchKey(null)[0];

/** The cached pages that hold carrier rows: carrier search pages (listCarriers) and lane search pages. */
const holdsCarrierRows = (query: Query) =>
  (query.queryKey[0] === CARRIERS_PATH && query.queryKey.at(-1) === 'paged') || query.queryKey[0] === LANE_PATH;

/**
 * Which of my carriers a cached page's search lets through: only mine ("Only my carriers",
 * `q[subscribed_only]`, or the contract's my-carriers filter `q[subscriptions_company_id_eq]`), none
 * of them ("Hide my carriers", `q[hide_subscribed]`), or either (null). Carrier search keys hold the
 * flat wire parameters, lane search keys the body with its `q`.
 */
function subscriptionFilterOf(queryKey: QueryKey): 'mine' | 'not mine' | null {
  const params = (queryKey[1] ?? {}) as Record<string, unknown> & { q?: Record<string, unknown> };
  const q = queryKey[0] === LANE_PATH ? (params.q ?? {}) : params;
  const read = (name: string) => (queryKey[0] === LANE_PATH ? q[name] : q[`q[${name}]`]);
  if (read('subscribed_only') === true || read('subscriptions_company_id_eq') !== undefined) return 'mine';
  if (read('hide_subscribed') === true) return 'not mine';
  return null;
}

/** The cached carrier detail (the profile's header) of one carrier. */
const isDetailOf = (carrierId: number) => (query: Query) =>
  query.queryKey[0] === getGetCarrierDetailQueryKey(carrierId)[0];

/** What a change shows at once: every result row of the carrier and its profile's header. */
const showsCarrier = (carrierId: number) => (query: Query) => holdsCarrierRows(query) || isDetailOf(carrierId)(query);

/** A page with the carrier's new state: the row changed, or gone (and counted out) where the page's search no longer lets it through. */
function withSubscription(
  page: CarrierPage,
  filter: ReturnType<typeof subscriptionFilterOf>,
  carrierId: number,
  subscription: CarrierSubscriptionSummary | null,
): CarrierPage {
  const leaves = (filter === 'mine' && subscription === null) || (filter === 'not mine' && subscription !== null);
  if (!leaves)
    return { ...page, rows: page.rows.map((row) => (row.id === carrierId ? { ...row, subscription } : row)) };
  const rows = page.rows.filter((row) => row.id !== carrierId);
  if (rows.length === page.rows.length || !page.paging) return { ...page, rows };
  return { ...page, rows, paging: { ...page.paging, totalRecords: Math.max(0, page.paging.totalRecords - 1) } };
}

/** Puts a carrier's new subscription state into every cached page that shows it, and into its cached detail. */
function setSubscription(client: QueryClient, carrierId: number, subscription: CarrierSubscriptionSummary | null) {
  for (const query of client.getQueryCache().findAll({ predicate: holdsCarrierRows })) {
    const page = query.state.data as CarrierPage | undefined;
    if (!page || !Array.isArray(page.rows)) continue;
    client.setQueryData(
      query.queryKey,
      withSubscription(page, subscriptionFilterOf(query.queryKey), carrierId, subscription),
    );
  }
  client.setQueriesData<{ subscription: CarrierSubscriptionSummary | null }>(
    { predicate: isDetailOf(carrierId) },
    (detail) => (detail ? { ...detail, subscription } : detail),
  );
}

async function changeAtOnce(client: QueryClient, carrierId: number, subscription: CarrierSubscriptionSummary | null) {
  await client.cancelQueries({ predicate: showsCarrier(carrierId) });
  const previous: Snapshot = client.getQueriesData({ predicate: showsCarrier(carrierId) });
  setSubscription(client, carrierId, subscription);
  return { previous };
}

function rollBack(client: QueryClient, saved: { previous: Snapshot } | undefined) {
  for (const [key, data] of saved?.previous ?? []) client.setQueryData(key, data);
}

/**
 * The my-carriers lists, the carrier lists and every result page whose search depends on which
 * carriers are mine ("Only my carriers", "Hide my carriers") read the change from the server again.
 * The carrier's profile needs no new read: it holds the server's answer (or its old state after a refusal).
 */
const refreshMyCarriers = (client: QueryClient) =>
  Promise.all([
    refreshCarrierLists(client),
    client.invalidateQueries({
      predicate: (query) => holdsCarrierRows(query) && subscriptionFilterOf(query.queryKey) !== null,
    }),
  ]);

/**
 * Adds a carrier to my carriers (`subscribeToCarrier`): every cached result row of it (carrier and
 * lane search pages) shows it as mine at once, goes back if the server refuses, takes the server's
 * subscription when it answers, and the my-carriers lists are fetched again. `subscribe` is stable;
 * its promise rejects with the refusal.
 */
export function useSubscribeToCarrier() {
  const { mutateAsync, isPending, variables } = useGeneratedSubscribe<unknown, { previous: Snapshot }>({
    mutation: {
      onMutate: ({ data }, { client }) =>
        changeAtOnce(client, data.carrier_id, { id: 0, created_at: new Date().toISOString() }),
      onError: (_error, _variables, saved, { client }) => rollBack(client, saved),
      onSuccess: (subscription, { data }, _saved, { client }) =>
        setSubscription(client, data.carrier_id, { id: subscription.id, created_at: subscription.created_at }),
      onSettled: (_data, _error, _variables, _saved, { client }) => refreshMyCarriers(client),
    },
  });
  const subscribe = useCallback((carrierId: number) => mutateAsync({ data: { carrier_id: carrierId } }), [mutateAsync]);
  return { subscribe, isPending, pendingCarrierId: isPending ? variables?.data.carrier_id : undefined };
}

/**
 * Removes a carrier from my carriers (`unsubscribeFromCarrier`), with the same immediate change,
 * roll-back and refresh of the my-carriers lists as `useSubscribeToCarrier`. Screens ask first.
 */
export function useUnsubscribeFromCarrier() {
  const { mutateAsync, isPending, variables } = useGeneratedUnsubscribe<unknown, { previous: Snapshot }>({
    mutation: {
      onMutate: ({ params }, { client }) => changeAtOnce(client, params.carrier_id, null),
      onError: (_error, _variables, saved, { client }) => rollBack(client, saved),
      onSettled: (_data, _error, _variables, _saved, { client }) => refreshMyCarriers(client),
    },
  });
  const unsubscribe = useCallback(
    (carrierId: number) => mutateAsync({ params: { carrier_id: carrierId } }).then(() => undefined),
    [mutateAsync],
  );
  return { unsubscribe, isPending, pendingCarrierId: isPending ? variables?.params.carrier_id : undefined };
}

/**
 * Adds the carriers of a CSV file to my carriers (POST subscriptions/upload_file, multipart);
 * `request` carries the upload's progress (useUploadProgress). The carrier lists are fetched again after.
 */
export function useUploadSubscriptionsFile(request?: RequestOptions) {
  const client = useQueryClient();
  return useGeneratedUpload({ mutation: { onSuccess: () => refreshCarrierLists(client) }, request });
}

export type { SubscriptionFileUploadResult } from '../../generated/monitor/model';

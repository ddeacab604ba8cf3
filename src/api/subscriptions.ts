import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getGetCarrierDetailQueryKey } from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import { getListCarriersQueryKey } from '../../generated/monitor/hooks/carriers/carriers';
import {
  useSubscribeToCarrier as useSubscribe,
  useUnsubscribeFromCarrier as useUnsubscribe,
  useUploadSubscriptionsFile as useGeneratedUpload,
} from '../../generated/monitor/hooks/subscriptions/subscriptions';
import type { CarrierDetail, CarrierSubscriptionSummary } from '../../generated/monitor/model';
import { refreshCarrierLists } from './carrier-lists';
import type { monitorClient } from './mutators';

type RequestOptions = Parameters<typeof monitorClient>[1];

type Saved = { previous?: CarrierDetail };

/** Sets the my-carrier state of a cached carrier detail and answers what it was, for a roll-back. */
async function setMyCarrier(
  client: QueryClient,
  carrierId: number,
  subscription: CarrierSubscriptionSummary | null,
): Promise<Saved> {
  const key = getGetCarrierDetailQueryKey(carrierId);
  await client.cancelQueries({ queryKey: key });
  const previous = client.getQueryData<CarrierDetail>(key);
  if (previous) client.setQueryData<CarrierDetail>(key, { ...previous, subscription });
  return { previous };
}

function rollBack(client: QueryClient, carrierId: number, saved: Saved | undefined) {
  if (saved?.previous) client.setQueryData(getGetCarrierDetailQueryKey(carrierId), saved.previous);
}

// My carriers are listed by the subscriptions, connections and carriers lists: all are fetched again after a change.
const refreshLists = (client: QueryClient) =>
  Promise.all([refreshCarrierLists(client), client.invalidateQueries({ queryKey: getListCarriersQueryKey() })]);

/**
 * Adds a carrier to my carriers (`{ data: { carrier_id } }`). The cached carrier detail shows it as
 * one of mine at once (a temporary subscription until the server's arrives) and goes back if the
 * server refuses; the my-carrier lists are fetched again after.
 */
export function useSubscribeToCarrier() {
  const client = useQueryClient();
  return useSubscribe<unknown, Saved>({
    mutation: {
      onMutate: ({ data }) =>
        setMyCarrier(client, data.carrier_id, { id: -data.carrier_id, created_at: new Date().toISOString() }),
      onSuccess: (subscription, { data }) => {
        const key = getGetCarrierDetailQueryKey(data.carrier_id);
        client.setQueryData<CarrierDetail>(key, (detail) =>
          detail ? { ...detail, subscription: { id: subscription.id, created_at: subscription.created_at } } : detail,
        );
      },
      onError: (_error, { data }, saved) => rollBack(client, data.carrier_id, saved),
      onSettled: () => refreshLists(client),
    },
  });
}

/**
 * Removes a carrier from my carriers (`{ params: { carrier_id } }`): the cached detail shows it at
 * once, goes back if the server refuses, and the my-carrier lists are fetched again after.
 */
export function useUnsubscribeFromCarrier() {
  const client = useQueryClient();
  return useUnsubscribe<unknown, Saved>({
    mutation: {
      onMutate: ({ params }) => setMyCarrier(client, params.carrier_id, null),
      onError: (_error, { params }, saved) => rollBack(client, params.carrier_id, saved),
      onSettled: () => refreshLists(client),
    },
  });
}

/**
 * Adds the carriers of a CSV file to my carriers (POST subscriptions/upload_file, multipart);
 * `request` carries the upload's progress (useUploadProgress). The lists are fetched again after.
 */
export function useUploadSubscriptionsFile(request?: RequestOptions) {
  const client = useQueryClient();
  return useGeneratedUpload({ mutation: { onSuccess: () => refreshLists(client) }, request });
}

export type { SubscriptionFileUploadResult } from '../../generated/monitor/model';

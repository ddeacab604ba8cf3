import { useQueryClient } from '@tanstack/react-query';
import {
  useSubscribeToCarrier as useGeneratedSubscribe,
  useUnsubscribeFromCarrier as useGeneratedUnsubscribe,
  useUploadSubscriptionsFile as useGeneratedUpload,
} from '../../generated/monitor/hooks/subscriptions/subscriptions';
import type { monitorClient } from './mutators';
import { refreshCarrierLists } from './carrier-lists';

type RequestOptions = Parameters<typeof monitorClient>[1];

/** Adds a carrier to my carriers (POST subscriptions/create_by_carrier); the carrier lists are fetched again. */
export function useSubscribeToCarrier() {
  const client = useQueryClient();
  return useGeneratedSubscribe({ mutation: { onSettled: () => refreshCarrierLists(client) } });
}

/**
 * Removes a carrier from my carriers (DELETE subscriptions/destroy_by_carrier). A bulk removal
 * calls it once per carrier: the lists are fetched again after each answer, and TanStack Query
 * folds the refetches of one list into one request.
 */
export function useUnsubscribeFromCarrier() {
  const client = useQueryClient();
  return useGeneratedUnsubscribe({ mutation: { onSettled: () => refreshCarrierLists(client) } });
}

/**
 * Adds the carriers of a CSV file to my carriers (POST subscriptions/upload_file, multipart);
 * `request` carries the upload's progress (useUploadProgress). The lists are fetched again after.
 */
export function useUploadSubscriptionsFile(request?: RequestOptions) {
  const client = useQueryClient();
  return useGeneratedUpload({ mutation: { onSuccess: () => refreshCarrierLists(client) }, request });
}

export type { SubscriptionFileUploadResult } from '../../generated/monitor/model';

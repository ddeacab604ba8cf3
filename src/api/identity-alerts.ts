import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetCarrierDetailQueryKey } from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import {
  getListIdentityAlertsQueryKey,
  listIdentityAlerts,
  useCreateIdentityAlert,
  useCreateIdentityAlertMessage,
  useUnpublishIdentityAlert,
} from '../../generated/monitor/hooks/identity-alerts/identity-alerts';
import type { ListIdentityAlertsParams } from '../../generated/monitor/model';
import { pagedQueryOptions } from './paged';

export { useListCommodityTypes } from '../../generated/monitor/hooks/identity-alerts/identity-alerts';
export type { IdentityAlert } from '../../generated/monitor/model';

/** The query of a carrier's identity alerts since `since` (null: all of them), newest first, 50 a page. */
export const carrierAlertsQuery = (carrierId: number, since: string | null, page = 1) => {
  const params: ListIdentityAlertsParams = {
    'q[carrier_id_eq]': carrierId,
    ...(since ? { 'q[created_at_gteq]': since } : {}),
    'q[s]': 'created_at desc',
    page,
    per_page: 50,
  };
  return pagedQueryOptions(getListIdentityAlertsQueryKey(params), (signal) =>
    listIdentityAlerts(params, undefined, signal),
  );
};

/** A carrier's identity alerts with their messages. */
export const useCarrierAlerts = (carrierId: number, since: string | null, page = 1) =>
  useQuery(carrierAlertsQuery(carrierId, since, page));

/** What changes when an alert is reported, withdrawn or answered: the alerts lists and the carrier's alert count. */
function useRefreshAlerts(carrierId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListIdentityAlertsQueryKey() }),
      client.invalidateQueries({ queryKey: getGetCarrierDetailQueryKey(carrierId) }),
    ]);
}

/** Reports an identity alert on a carrier; its alerts and the header's count are fetched again after. */
export function useCreateIdentityAlertAndRefresh(carrierId: number) {
  const refresh = useRefreshAlerts(carrierId);
  return useCreateIdentityAlert({ mutation: { onSuccess: refresh } });
}

/** Adds a message to an alert's thread; the alerts are fetched again after. */
export function useCreateIdentityAlertMessageAndRefresh(carrierId: number) {
  const refresh = useRefreshAlerts(carrierId);
  return useCreateIdentityAlertMessage({ mutation: { onSuccess: refresh } });
}

/** Withdraws (unpublishes) one of the company's own alerts; the alerts and the header's count are fetched again after. */
export function useUnpublishIdentityAlertAndRefresh(carrierId: number) {
  const refresh = useRefreshAlerts(carrierId);
  return useUnpublishIdentityAlert({ mutation: { onSuccess: refresh } });
}

import { useQueryClient } from '@tanstack/react-query';
import { useListCarrierRateConfirmationEndpoints } from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import {
  getGetRateConfirmationMailQueryOptions,
  getGetRateConfirmationQueryKey,
  getGetRateConfirmationQueryOptions,
  getListRateConfirmationMailsQueryKey,
  getListRateConfirmationsQueryKey,
  listRateConfirmationMails,
  listRateConfirmations,
  useCancelRateConfirmation,
  useListRateConfirmationMailRemoteImages,
  useRejectRateConfirmation,
} from '../../generated/monitor/hooks/rate-confirmations/rate-confirmations';
import { useListTickets } from '../../generated/monitor/hooks/tickets/tickets';
import type {
  ListRateConfirmationMailsParams,
  ListRateConfirmationsParams,
  RateConfirmation,
} from '../../generated/monitor/model';
import {
  RATE_CONFIRMATION_ALERT_TYPES,
  type RateConfirmationEmailsListQuery,
  type RateConfirmationsListQuery,
} from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's queries of these calls are the contract's parameters (checked here, at compile time).
type _Checked = [
  SameParams<RateConfirmationsListQuery, ListRateConfirmationsParams>,
  SameParams<RateConfirmationEmailsListQuery, ListRateConfirmationMailsParams>,
];

/** Rate confirmations, their terms and their e-mails (monitor API), as the screens use them. */
export { useGetRateConfirmationTerms } from '../../generated/monitor/hooks/rate-confirmations/rate-confirmations';
export type {
  ListRateConfirmationMailsParams,
  ListRateConfirmationsParams,
  MailRemoteImage,
  RateConfirmation,
  RateConfirmationMail,
  RateConfirmationMailDetail,
} from '../../generated/monitor/model';

/** The query of one page of a Rate Confirmations list, with its paging headers. */
export const rateConfirmationsPageQuery = (params: ListRateConfirmationsParams) =>
  pagedQueryOptions(getListRateConfirmationsQueryKey(params), (signal) =>
    listRateConfirmations(params, undefined, signal),
  );

/** The query of one page of a Rate Confirmation Emails list, with its paging headers. */
export const rateConfirmationMailsPageQuery = (params: ListRateConfirmationMailsParams) =>
  pagedQueryOptions(getListRateConfirmationMailsQueryKey(params), (signal) =>
    listRateConfirmationMails(params, undefined, signal),
  );

/** The query of one rate confirmation (its detail's route data, rate-confirmation-detail.route.ts). */
export const rateConfirmationQuery = (id: number) => getGetRateConfirmationQueryOptions(id);

/** The query of one e-mail (its detail's route data, rate-confirmation-email-detail.route.ts). */
export const rateConfirmationMailQuery = (id: number) => getGetRateConfirmationMailQueryOptions(id);

/** After a status change: the detail shows the answer at once and every rate confirmations list is read again. */
function useStatusChange() {
  const client = useQueryClient();
  return {
    onSuccess: (answer: RateConfirmation, { id }: { id: number }) => {
      client.setQueryData(getGetRateConfirmationQueryKey(id), answer);
      return client.invalidateQueries({ queryKey: getListRateConfirmationsQueryKey() });
    },
  };
}

/**
 * Cancels a rate confirmation (PATCH mark_as_cancelled). Only a 422 is handed back (monitoring §8):
 * the screen shows its reason and the status stays as it was, since nothing is changed before the
 * server answers.
 */
export const useCancelRateConfirmationAndRefresh = () => useCancelRateConfirmation({ mutation: useStatusChange() });

/** Marks a rate confirmation as rejected (PATCH mark_as_rejected); as cancelling, only a 422 is handed back. */
export const useRejectRateConfirmationAndRefresh = () => useRejectRateConfirmation({ mutation: useStatusChange() });

/**
 * The remote images of an e-mail's body, fetched by the server, asked only once the broker wants
 * them (`enabled`): until then no request leaves for them at all.
 */
export const useMailRemoteImages = (mailId: number, enabled: boolean) =>
  useListRateConfirmationMailRemoteImages(mailId, { query: { enabled, staleTime: Infinity } });

/** The addresses a carrier's rate confirmations went through, with those on file (the known domains). */
export const useCarrierKnownAddresses = (carrierId: number | null) =>
  useListCarrierRateConfirmationEndpoints(carrierId ?? 0, {
    query: { enabled: carrierId !== null, staleTime: 300_000 },
  });

/** The e-mail and domain alerts of a load, whatever their status (an e-mail's phishing signals name them). */
export const useLoadMailAlerts = (loadId: number | null) =>
  useListTickets(
    {
      'q[load_id_eq]': loadId ?? 0,
      'q[is_type_in][]': [...RATE_CONFIRMATION_ALERT_TYPES],
      'q[s]': 'id desc',
      per_page: 50,
    },
    { query: { enabled: loadId !== null } },
  );

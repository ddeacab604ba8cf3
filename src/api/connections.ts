import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getListConnectionsQueryKey, useListConnections } from '../../generated/identity/hooks/connections/connections';
import {
  getListConnectionInvitationsQueryKey,
  useCreateConnectionInvitation,
  useListConnectionInvitations,
  useResendConnectionInvitation,
  useSetCarrierToDoNotDispatch as useGeneratedDoNotDispatch,
  useUpdateConnection as useGeneratedUpdate,
} from '../../generated/monitor/hooks/connections/connections';
import { useGetCarrierDirectory } from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import { refreshCarrierLists } from './carrier-lists';

/**
 * Puts a carrier on do-not-dispatch, with optional notes (PATCH connections/set_carrier_to_do_not_dispatch,
 * which makes the connection when there is none). The carrier lists are fetched again after each answer.
 */
export function useSetCarrierToDoNotDispatch() {
  const client = useQueryClient();
  return useGeneratedDoNotDispatch({ mutation: { onSettled: () => refreshConnection(client) } });
}

/**
 * Changes a connection's status (restore to needs_to_onboard or onboarded), holds or releases it,
 * or dismisses and restores it (PATCH connections/{id}); the carrier lists and the profile's
 * connection are fetched again after each answer.
 */
export function useUpdateConnection() {
  const client = useQueryClient();
  return useGeneratedUpdate({ mutation: { onSettled: () => refreshConnection(client) } });
}

/**
 * The broker's connection with one carrier (identity GET connections, by issuer and carrier): the
 * first row, or null when there is none. Asked for only with the broker's company.
 */
export function useBrokerConnection(companyId: number | null, carrierId: number) {
  const query = useListConnections(
    { 'q[issuer_id_eq]': companyId ?? 0, 'q[carrier_id_eq]': carrierId },
    { query: { enabled: companyId !== null } },
  );
  const rows = Array.isArray(query.data) ? query.data : [];
  return { query, connection: rows.find((c) => c.carrier_id === carrierId) ?? null };
}

/** The invitations the broker sent to a carrier, newest first (GET connection_invitations). */
export const useConnectionInvitations = (companyId: number | null, carrierId: number) =>
  useListConnectionInvitations(
    { 'q[issuer_id_eq]': companyId ?? 0, 'q[carrier_id_eq]': carrierId },
    { query: { enabled: companyId !== null } },
  );

/**
 * The carrier's users an invitation may go to (the Directory's users, GET carriers/{id}/directory:
 * the same query as the profile's Directory tab, so it is asked once).
 */
export function useInviteRecipients(carrierId: number, enabled: boolean) {
  const query = useGetCarrierDirectory(carrierId, { query: { enabled } });
  return { query, users: query.data?.users ?? [] };
}

/** Everything that shows where the broker stands with carriers: the lists, the profile's connection and invitations. */
function refreshConnection(client: QueryClient) {
  return Promise.all([
    refreshCarrierLists(client),
    client.invalidateQueries({ queryKey: getListConnectionsQueryKey() }),
    client.invalidateQueries({ queryKey: getListConnectionInvitationsQueryKey() }),
    // The profile header shows the connection too (each carrier's detail has a key of its own).
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).endsWith('/detail_for_highway_broker') }),
  ]);
}

/** Invites a carrier to connect and onboard (POST connection_invitations); the connection and lists are fetched again. */
export function useInviteCarrier() {
  const client = useQueryClient();
  return useCreateConnectionInvitation({ mutation: { onSuccess: () => refreshConnection(client) } });
}

/** Sends an invitation again with the classifications to onboard under (PATCH connection_invitations/{id}/resend). */
export function useResendInvitation() {
  const client = useQueryClient();
  return useResendConnectionInvitation({
    mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getListConnectionInvitationsQueryKey() }) },
  });
}

export type { ConnectionInvitation } from '../../generated/monitor/model';
export type { Connection as BrokerConnection } from '../../generated/identity/model';

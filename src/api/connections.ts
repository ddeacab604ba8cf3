import { useQueryClient } from '@tanstack/react-query';
import {
  useSetCarrierToDoNotDispatch as useGeneratedDoNotDispatch,
  useUpdateConnection as useGeneratedUpdate,
} from '../../generated/monitor/hooks/connections/connections';
import { refreshCarrierLists } from './carrier-lists';

/**
 * Puts a carrier on do-not-dispatch, with optional notes (PATCH connections/set_carrier_to_do_not_dispatch,
 * which makes the connection when there is none). The carrier lists are fetched again after each answer.
 */
export function useSetCarrierToDoNotDispatch() {
  const client = useQueryClient();
  return useGeneratedDoNotDispatch({ mutation: { onSettled: () => refreshCarrierLists(client) } });
}

/**
 * Changes a connection's status (hold, restore to needs_to_onboard or onboarded) or dismisses and
 * restores it (PATCH connections/{id}); the carrier lists are fetched again after each answer.
 */
export function useUpdateConnection() {
  const client = useQueryClient();
  return useGeneratedUpdate({ mutation: { onSettled: () => refreshCarrierLists(client) } });
}

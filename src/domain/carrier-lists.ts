/** The carrier list tabs; a carrier is in exactly one. */
export const CARRIER_LISTS = ['my-carriers', 'in-progress', 'on-hold', 'do-not-dispatch', 'dismissed'] as const;
export type CarrierList = (typeof CARRIER_LISTS)[number];

/** The connection fields that decide the list. */
export interface ConnectionListInput {
  status: string;
  is_dismissed: boolean;
  latest_onboarding_packet_status: string | null;
}

/**
 * Packet statuses counted as in progress by the opensearch connection search. The contract names
 * `sent` and `in_progress` as examples; anything starting with complete or held is not in progress.
 */
export const IN_PROGRESS_PACKET_STATUSES = ['sent', 'in_progress'] as const;

/** Whether a packet status is a complete one (matched by prefix). */
export function isPacketComplete(status: string | null): boolean {
  return status?.startsWith('complete') ?? false;
}

/** Whether a packet status is a held one (matched by prefix). */
export function isPacketHeld(status: string | null): boolean {
  return status?.startsWith('held') ?? false;
}

/**
 * A packet status in words ("held_for_review" → "Held for review"); none yet → "No packet". The
 * portal names no status itself (carrier-portal §4): the server's words are shown, made readable.
 */
export function packetStatusText(status: string | null): string {
  if (status === null || status.trim() === '') return 'No packet';
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a packet stands, matched by prefix (carrier-portal §4): complete, held, or still in progress. */
export function packetStanding(status: string | null): 'complete' | 'held' | 'in-progress' | 'none' {
  if (status === null || status.trim() === '') return 'none';
  if (isPacketComplete(status)) return 'complete';
  return isPacketHeld(status) ? 'held' : 'in-progress';
}

/**
 * The one list a carrier is in. Precedence: dismissed first, then do_not_dispatch, then a held
 * packet (on-hold), then onboarded or a complete packet (my-carriers), else in-progress.
 */
export function carrierListOf(connection: ConnectionListInput): CarrierList {
  if (connection.is_dismissed) return 'dismissed';
  if (connection.status === 'do_not_dispatch') return 'do-not-dispatch';
  if (isPacketHeld(connection.latest_onboarding_packet_status)) return 'on-hold';
  if (connection.status === 'onboarded' || isPacketComplete(connection.latest_onboarding_packet_status)) {
    return 'my-carriers';
  }
  return 'in-progress';
}

/** A connection's status as the list queries name it (the contract's ConnectionStatus). */
type ConnectionStatus = 'needs_to_onboard' | 'onboarded' | 'do_not_dispatch';

/** The connections/for_broker_portal query of a list tab (the sort is the connection lists' own). */
export interface CarrierListQuery {
  'q[is_dismissed_eq]': boolean;
  'q[s]': 'updated_at desc';
  'q[status_eq]'?: ConnectionStatus;
  'q[status_not_eq]'?: ConnectionStatus;
  'q[status_not_in][]'?: ConnectionStatus[];
  'q[latest_onboarding_packet_status_start]'?: string;
  'q[latest_onboarding_packet_status_not_start]'?: string;
  'q[latest_onboarding_packet_status_not_start_all][]'?: string[];
  'q[g][0][m]'?: 'or';
  'q[g][0][status_eq]'?: ConnectionStatus;
  'q[g][0][latest_onboarding_packet_status_start]'?: string;
  'q[latest_onboarding_packet_status_in][]'?: string[];
}

/**
 * The connections/for_broker_portal query of a list tab, mirroring carrierListOf with Ransack
 * predicates (`q[g][0]` is an OR group), newest update first. With the opensearch flag the
 * in-progress tab also requires a packet status in IN_PROGRESS_PACKET_STATUSES.
 */
export function carrierListQuery(list: CarrierList, flags: { opensearch: boolean }): CarrierListQuery {
  const notDismissed = { 'q[is_dismissed_eq]': false, 'q[s]': 'updated_at desc' } as const;
  switch (list) {
    case 'dismissed':
      return { 'q[is_dismissed_eq]': true, 'q[s]': 'updated_at desc' };
    case 'do-not-dispatch':
      return { ...notDismissed, 'q[status_eq]': 'do_not_dispatch' };
    case 'on-hold':
      return {
        ...notDismissed,
        'q[status_not_eq]': 'do_not_dispatch',
        'q[latest_onboarding_packet_status_start]': 'held',
      };
    case 'my-carriers':
      return {
        ...notDismissed,
        'q[status_not_eq]': 'do_not_dispatch',
        'q[latest_onboarding_packet_status_not_start]': 'held',
        'q[g][0][m]': 'or',
        'q[g][0][status_eq]': 'onboarded',
        'q[g][0][latest_onboarding_packet_status_start]': 'complete',
      };
    case 'in-progress':
      return {
        ...notDismissed,
        'q[status_not_in][]': ['do_not_dispatch', 'onboarded'],
        'q[latest_onboarding_packet_status_not_start_all][]': ['held', 'complete'],
        ...(flags.opensearch ? { 'q[latest_onboarding_packet_status_in][]': [...IN_PROGRESS_PACKET_STATUSES] } : {}),
      };
  }
}

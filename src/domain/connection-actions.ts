import { carrierListOf, type CarrierList, type ConnectionListInput } from './carrier-lists';

/** What the profile's connection panel can do to the broker's link with a carrier. */
export type ConnectionAction =
  | 'invite'
  | 'doNotDispatch'
  | 'hold'
  | 'release'
  | 'restoreToOnboarding'
  | 'restoreToOnboarded'
  | 'dismiss'
  | 'undismiss';

/**
 * The actions that move a carrier somewhere it is not, by the list it is in (the domain's list
 * precedence): no connection yet — invite, or put on do-not-dispatch (which makes one); in progress —
 * invite again, hold (only with a packet to hold), do not dispatch, dismiss; on hold — release, do not
 * dispatch, dismiss; my carriers — do not dispatch, dismiss; do not dispatch — restore to onboarding
 * or straight to onboarded, dismiss; dismissed — restore.
 */
export function connectionActions(connection: ConnectionListInput | null): ConnectionAction[] {
  if (connection === null) return ['invite', 'doNotDispatch'];
  const byList: Record<CarrierList, ConnectionAction[]> = {
    'in-progress': [
      'invite',
      ...(connection.latest_onboarding_packet_status ? (['hold'] as const) : []),
      'doNotDispatch',
      'dismiss',
    ],
    'on-hold': ['release', 'doNotDispatch', 'dismiss'],
    'my-carriers': ['doNotDispatch', 'dismiss'],
    'do-not-dispatch': ['restoreToOnboarding', 'restoreToOnboarded', 'dismiss'],
    dismissed: ['undismiss'],
  };
  return byList[carrierListOf(connection)];
}

/** The actions made by changing the connection itself (PATCH connections/{id}). */
export type ConnectionChangeAction = Exclude<ConnectionAction, 'invite' | 'doNotDispatch'>;

/**
 * What each of those sends as `connection`: hold and release by the contract's `hold` (the server
 * holds or releases the latest packet), restore by status, dismiss and restore by is_dismissed.
 */
export const CONNECTION_CHANGES: Record<
  ConnectionChangeAction,
  { hold?: boolean; status?: 'needs_to_onboard' | 'onboarded'; is_dismissed?: boolean }
> = {
  hold: { hold: true },
  release: { hold: false },
  restoreToOnboarding: { status: 'needs_to_onboard' },
  restoreToOnboarded: { status: 'onboarded' },
  dismiss: { is_dismissed: true },
  undismiss: { is_dismissed: false },
};

const LIST_WORDS: Record<CarrierList, string> = {
  'my-carriers': 'Onboarded: in my carriers',
  'in-progress': 'Onboarding in progress',
  'on-hold': 'Onboarding on hold',
  'do-not-dispatch': 'Do not dispatch',
  dismissed: 'Dismissed',
};

/** Where the broker stands with a carrier, in words: the list it is in, or not connected yet. */
export function connectionStandingText(connection: ConnectionListInput | null): string {
  return connection === null ? 'Not connected' : LIST_WORDS[carrierListOf(connection)];
}

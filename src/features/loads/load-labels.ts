import { loadStatusName, type LoadTab } from '../../domain';

/** Readable labels and colours of the loads screens' enums (statuses, tracking, tabs). */
export const LOAD_TAB_LABELS: Record<LoadTab, string> = {
  open: 'Open',
  closed: 'Closed',
  'no-eld': 'No ELD',
  'no-arrival': 'No arrival',
  'no-departure': 'No departure',
  'no-assigned-vehicle': 'No vehicle',
  'pending-tracking': 'Pending tracking',
  'not-tracking': 'Not tracking',
  'no-pickup': 'No pickup',
  'no-delivery': 'No delivery',
};

/** What an empty tab says, in a sentence a broker reads at a glance ("No loads without ELD data."). */
export const LOAD_TAB_EMPTY: Record<LoadTab, string> = {
  open: 'No open loads.',
  closed: 'No closed loads.',
  'no-eld': 'No loads without ELD data.',
  'no-arrival': 'No loads missing an arrival.',
  'no-departure': 'No loads missing a departure.',
  'no-assigned-vehicle': 'No loads without an assigned vehicle.',
  'pending-tracking': 'No loads waiting for tracking to start.',
  'not-tracking': 'No loads that have stopped tracking.',
  'no-pickup': 'No loads missing a pickup.',
  'no-delivery': 'No loads missing a delivery.',
};

/** The label of a status, also for one a newer server sends that this build does not know yet. */
export const loadStatusLabel = (status: string): string => loadStatusName(status);

export const LOAD_STATUS_COLORS: Record<string, string> = {
  available: 'blue',
  covered: 'cyan',
  progress: 'green',
  delayed: 'orange',
  delivered: 'gray',
  cancelled: 'red',
  assumed_delivered: 'gray',
};

export const TRACKING_STATUS_COLORS: Record<string, string> = {
  tracking: 'green',
  not_started: 'gray',
  no_eld_connection: 'red',
  tracking_interrupted: 'orange',
  terminated: 'gray',
  ended: 'gray',
  unable_to_track: 'red',
  not_eligible: 'gray',
};

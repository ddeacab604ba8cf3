import type { LoadTab } from '../../domain';

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

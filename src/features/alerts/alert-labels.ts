import type { TicketStatus } from '../../api';
import type { AlertTab } from '../../domain';

/** Readable names of every alert type of the contract (src/api/tickets.ts checks that each has one). */
export { ALERT_TYPE_LABELS } from '../../api';

export const ALERT_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  escalated: 'Escalated',
  pending: 'Pending',
  closed: 'Closed',
};

export const ALERT_STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'red',
  in_progress: 'blue',
  escalated: 'orange',
  pending: 'yellow',
  closed: 'gray',
};

export const ALERT_TAB_LABELS: Record<AlertTab, string> = {
  open: 'Open',
  closed: 'Closed',
  pending: 'Pending',
  recommended: 'Recommended',
  'movement-open': 'Movement',
  'movement-closed': 'Movement closed',
  'rate-confirmation-open': 'Rate con',
  'rate-confirmation-closed': 'Rate con closed',
  'load-lock-closed': 'Load-lock closed',
};

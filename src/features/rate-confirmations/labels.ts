import type { RateConfirmationEmailTab, RateConfirmationTab } from '../../domain';
import { mailStatus } from '../../domain';

/** The rate confirmation lists' and statuses' words and colours. */
export const RC_TAB_LABELS: Record<RateConfirmationTab, string> = {
  all: 'All',
  viewed: 'Viewed',
  flagged: 'Flagged',
  delivered: 'Delivered',
};

export const RC_TAB_EMPTY: Record<RateConfirmationTab, string> = {
  all: 'No rate confirmations yet.',
  viewed: 'No rate confirmation has been viewed by its carrier.',
  flagged: 'No flagged rate confirmations.',
  delivered: 'No rate confirmation is waiting to be opened.',
};

/** A rate confirmation's status as a broker says it. */
const RC_STATUS: Record<string, { label: string; color: string; sentence: string }> = {
  pending: { label: 'Pending', color: 'gray', sentence: 'Not delivered to the carrier yet.' },
  delivered: { label: 'Delivered', color: 'blue', sentence: 'Delivered to the carrier, not opened yet.' },
  viewed: { label: 'Viewed', color: 'green', sentence: 'The carrier has opened it.' },
  flagged: { label: 'Flagged', color: 'orange', sentence: 'Held back: a check on its recipient failed.' },
  cancelled: { label: 'Cancelled', color: 'gray', sentence: 'Cancelled: it no longer binds anyone.' },
  rejected: { label: 'Rejected', color: 'red', sentence: 'Rejected: it no longer binds anyone.' },
};

/** The label, colour and sentence of a status, also for one a newer server sends. */
export const rcStatus = (status: string) =>
  RC_STATUS[status] ?? { label: status.replace(/_/g, ' '), color: 'gray', sentence: `Status: ${status}.` };

export const EMAIL_TAB_LABELS: Record<RateConfirmationEmailTab, string> = {
  all: 'All',
  flagged: 'Flagged',
  undelivered: 'Undelivered',
  delivered: 'Delivered',
};

export const EMAIL_TAB_EMPTY: Record<RateConfirmationEmailTab, string> = {
  all: 'No rate confirmation e-mails yet.',
  flagged: 'No flagged e-mails.',
  undelivered: 'Every e-mail was delivered.',
  delivered: 'No delivered e-mails.',
};

/** An e-mail's status in the three words of the lists: flagged, delivered (completed), else undelivered. */
export function mailStatusLabel(status: string): { label: string; color: string } {
  switch (mailStatus(status)) {
    case 'flagged':
      return { label: 'Flagged', color: 'orange' };
    case 'completed':
      return { label: 'Delivered', color: 'green' };
    default:
      return { label: 'Undelivered', color: 'gray' };
  }
}

import type { AccountTab } from '../../domain';

/** The tabs' names, in URL order (`?tab=4` is Plan and billing). */
export const TAB_LABELS: Record<AccountTab, string> = {
  profile: 'Profile',
  users: 'Users',
  invitations: 'Invitations',
  teams: 'Teams',
  billing: 'Plan and billing',
  reports: 'Reports',
  integrations: 'Integrations',
};

/** Badge colours of the statuses the account shows; unknown values are grey. */
export const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'orange',
  subscription_or_trial_expired: 'red',
  pending: 'blue',
  accepted: 'green',
  expired: 'orange',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  never_run: 'gray',
  queued: 'blue',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

/** The site an invitation is for, by brand name. */
export const SITE_LABELS: Record<string, string> = { broker_portal: 'Broker Portal', watchdog: 'Carrier Watchdog' };

/** A company detail a change order changes, in words. */
export const CHANGE_FIELD_LABELS: Record<string, string> = {
  legal_name: 'Legal name',
  dba_name: 'DBA name',
  address: 'Address',
  mailing_address: 'Mailing address',
  phone_e164: 'Main phone',
  email: 'E-mail',
};

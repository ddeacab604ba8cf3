import type { QueryParams } from './query-params';

export const RATE_CONFIRMATION_TABS = ['all', 'viewed', 'flagged', 'delivered'] as const;
export type RateConfirmationTab = (typeof RATE_CONFIRMATION_TABS)[number];
export const RATE_CONFIRMATION_EMAIL_TABS = ['all', 'flagged', 'undelivered', 'delivered'] as const;
export type RateConfirmationEmailTab = (typeof RATE_CONFIRMATION_EMAIL_TABS)[number];

/** A rate confirmation mail's status as shown: flagged, completed, else undelivered. */
export function mailStatus(status: string): 'flagged' | 'completed' | 'undelivered' {
  return status === 'flagged' || status === 'completed' ? status : 'undelivered';
}

/** Options of a rate confirmation list: only mine (the current user's id) and a carrier legal name filter. */
export interface RateConfirmationListOptions {
  mineUserId?: number | null;
  carrierName?: string | null;
}

/** The rate_confirmations query of a tab, id descending; all tabs but "all" filter by that status. */
export function rateConfirmationTabQuery(
  tab: RateConfirmationTab,
  options: RateConfirmationListOptions = {},
): QueryParams {
  const query: QueryParams = { 'q[s]': 'id desc' };
  if (tab !== 'all') query['q[status_eq]'] = tab;
  if (options.mineUserId !== null && options.mineUserId !== undefined)
    query['q[creator_id_eq]'] = String(options.mineUserId);
  const name = options.carrierName?.trim() ?? '';
  if (name !== '') query['q[carrier_legal_name_cont]'] = name;
  return query;
}

/** The rate_confirmation_mails query of a tab: flagged, undelivered (not flagged or completed), delivered (completed). */
export function rateConfirmationEmailTabQuery(tab: RateConfirmationEmailTab): QueryParams {
  const sort = { 'q[s]': 'id desc' };
  switch (tab) {
    case 'all':
      return sort;
    case 'flagged':
      return { ...sort, 'q[status_eq]': 'flagged' };
    case 'undelivered':
      return { ...sort, 'q[status_not_in][]': ['flagged', 'completed'] };
    case 'delivered':
      return { ...sort, 'q[status_eq]': 'completed' };
  }
}

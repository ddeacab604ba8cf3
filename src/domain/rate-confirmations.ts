import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { withPaging, type PageParams } from './query-params';

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

/** The rate_confirmations query of a tab (RateConfirmationsListQuery without its page). */
export interface RateConfirmationTabQuery {
  'q[s]': RateConfirmationSort;
  'q[status_eq]'?: Exclude<RateConfirmationTab, 'all'>;
  'q[creator_id_eq]'?: number;
  'q[carrier_legal_name_cont]'?: string;
}

/** The rate_confirmations query of a tab, id descending; all tabs but "all" filter by that status. */
export function rateConfirmationTabQuery(
  tab: RateConfirmationTab,
  options: RateConfirmationListOptions = {},
): RateConfirmationTabQuery {
  const query: RateConfirmationTabQuery = { 'q[s]': 'id desc' };
  if (tab !== 'all') query['q[status_eq]'] = tab;
  if (options.mineUserId !== null && options.mineUserId !== undefined) query['q[creator_id_eq]'] = options.mineUserId;
  const name = options.carrierName?.trim() ?? '';
  if (name !== '') query['q[carrier_legal_name_cont]'] = name;
  return query;
}

/** The rate_confirmation_mails query of a tab (RateConfirmationEmailsListQuery without its page). */
export interface RateConfirmationEmailTabQuery {
  'q[s]': RateConfirmationEmailSort;
  'q[status_eq]'?: 'flagged' | 'completed';
  'q[status_not_in][]'?: ('flagged' | 'completed')[];
  'q[subject_cont]'?: string;
}

/** The rate_confirmation_mails query of a tab: flagged, undelivered (not flagged or completed), delivered (completed). */
export function rateConfirmationEmailTabQuery(tab: RateConfirmationEmailTab): RateConfirmationEmailTabQuery {
  const sort = { 'q[s]': 'id desc' } as const;
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

/** Sorts the rate confirmations list offers (the contract's `q[s]`). */
export const RATE_CONFIRMATION_SORTS = ['id desc', 'id asc', 'created_at desc', 'created_at asc'] as const;
export type RateConfirmationSort = (typeof RATE_CONFIRMATION_SORTS)[number];

/** The Rate Confirmations list's URL fields: the list (tab), "Created by me" and the carrier legal name. */
export const RATE_CONFIRMATIONS_LIST: ListSpec<
  RateConfirmationTab,
  { mine: { kind: 'flag' }; carrier: { kind: 'text'; maxLength: number } }
> = {
  tabs: RATE_CONFIRMATION_TABS,
  sorts: RATE_CONFIRMATION_SORTS,
  filters: { mine: { kind: 'flag' }, carrier: { kind: 'text', maxLength: 200 } },
};
export type RateConfirmationsListState = ListState<RateConfirmationTab, (typeof RATE_CONFIRMATIONS_LIST)['filters']>;

/** The rate_confirmations call's parameters (GET rate_confirmations), as rateConfirmationsListQuery builds them. */
export type RateConfirmationsListQuery = RateConfirmationTabQuery & PageParams;

/**
 * The rate_confirmations call of a list state: the tab's query (id descending), the chosen sort,
 * "Created by me" (only with the signed-in user's id), the carrier name, page and 50 a page.
 */
export function rateConfirmationsListQuery(
  state: RateConfirmationsListState,
  currentUserId: number | null,
): RateConfirmationsListQuery {
  const query = rateConfirmationTabQuery(state.tab, {
    mineUserId: state.filters.mine ? currentUserId : null,
    carrierName: state.filters.carrier,
  });
  const sort = RATE_CONFIRMATION_SORTS.find((s) => s === state.sort);
  if (sort) query['q[s]'] = sort;
  return withPaging(query, state.page, PAGE_SIZE);
}

/** Sorts the rate confirmation e-mails list offers. */
export const RATE_CONFIRMATION_EMAIL_SORTS = ['id desc', 'id asc', 'received_at desc', 'received_at asc'] as const;
export type RateConfirmationEmailSort = (typeof RATE_CONFIRMATION_EMAIL_SORTS)[number];

/** The Rate Confirmation Emails list's URL fields: the list (tab) and the subject. */
export const RATE_CONFIRMATION_EMAILS_LIST: ListSpec<
  RateConfirmationEmailTab,
  { subject: { kind: 'text'; maxLength: number } }
> = {
  tabs: RATE_CONFIRMATION_EMAIL_TABS,
  sorts: RATE_CONFIRMATION_EMAIL_SORTS,
  filters: { subject: { kind: 'text', maxLength: 200 } },
};
export type RateConfirmationEmailsListState = ListState<
  RateConfirmationEmailTab,
  (typeof RATE_CONFIRMATION_EMAILS_LIST)['filters']
>;

/** The rate_confirmation_mails call's parameters (GET rate_confirmation_mails), as rateConfirmationEmailsListQuery builds them. */
export type RateConfirmationEmailsListQuery = RateConfirmationEmailTabQuery & PageParams;

/** The rate_confirmation_mails call of a list state: the tab's query, the chosen sort, the subject, page and 50 a page. */
export function rateConfirmationEmailsListQuery(
  state: RateConfirmationEmailsListState,
): RateConfirmationEmailsListQuery {
  const query = rateConfirmationEmailTabQuery(state.tab);
  const sort = RATE_CONFIRMATION_EMAIL_SORTS.find((s) => s === state.sort);
  if (sort) query['q[s]'] = sort;
  if (state.filters.subject) query['q[subject_cont]'] = state.filters.subject;
  return withPaging(query, state.page, PAGE_SIZE);
}

/** Whether a rate confirmation may still be cancelled or rejected: not once it is cancelled or rejected. */
export const isRateConfirmationOpen = (status: string): boolean => status !== 'cancelled' && status !== 'rejected';

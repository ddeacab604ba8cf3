import { isAlertType, type AlertType } from './alert-types';
import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import {
  ALERT_TABS,
  LOAD_TABS,
  alertTabQuery,
  alertsPageSize,
  loadTabQuery,
  type AlertStatus,
  type AlertTab,
  type LoadException,
  type LoadStatus,
  type LoadTab,
} from './monitoring-queries';
import { isOneOf, withPaging, type PageParams } from './query-params';

/** Tracking statuses (monitoring §4). */
export const TRACKING_STATUSES = [
  'tracking',
  'not_started',
  'no_eld_connection',
  'tracking_interrupted',
  'terminated',
  'ended',
  'unable_to_track',
  'not_eligible',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Sorts the loads list offers: load id, origin (pickup), destination (delivery) and pickup time. */
export const LOAD_SORTS = [
  'id desc',
  'id asc',
  'origin asc',
  'origin desc',
  'destination asc',
  'destination desc',
  'pickup_at asc',
  'pickup_at desc',
] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];

/** The Loads list's URL fields: tab, page, sort, and its filters. */
export const LOADS_LIST: ListSpec<
  LoadTab,
  {
    reference: { kind: 'text'; maxLength: number };
    tracking: { kind: 'enumList'; values: readonly string[] };
    mine: { kind: 'flag' };
    pickup_from: { kind: 'date' };
    pickup_to: { kind: 'date' };
  }
> = {
  tabs: LOAD_TABS,
  sorts: LOAD_SORTS,
  filters: {
    reference: { kind: 'text', maxLength: 100 },
    tracking: { kind: 'enumList', values: TRACKING_STATUSES },
    mine: { kind: 'flag' },
    pickup_from: { kind: 'date' },
    pickup_to: { kind: 'date' },
  },
};
export type LoadsListState = ListState<LoadTab, (typeof LOADS_LIST)['filters']>;

/** The loads call's parameters (GET loads), as loadsListQuery builds them. */
export interface LoadsListQuery extends PageParams {
  'q[status_in][]': LoadStatus[];
  'q[exception_type_eq]'?: LoadException;
  'q[s]': LoadSort;
  'q[reference_number_cont]'?: string;
  'q[tracking_status_in][]'?: TrackingStatus[];
  'q[owner_user_id_eq]'?: number;
  'q[pickup_at_gteq]'?: string;
  'q[pickup_at_lteq]'?: string;
}

/**
 * The loads call of a list state: the tab's query (its statuses, exception and default sort), the
 * chosen sort instead of the default, the filters as Ransack predicates, page and 50 per page.
 * "My loads" needs the signed-in user's id; without one it is not sent.
 */
export function loadsListQuery(state: LoadsListState, currentUserId: number | null): LoadsListQuery {
  const { reference, tracking, mine, pickup_from: from, pickup_to: to } = state.filters;
  const query: Omit<LoadsListQuery, keyof PageParams> = { ...loadTabQuery(state.tab) };
  const sort = LOAD_SORTS.find((s) => s === state.sort);
  if (sort) query['q[s]'] = sort;
  if (reference) query['q[reference_number_cont]'] = reference;
  if (tracking.length) query['q[tracking_status_in][]'] = tracking.filter(isOneOf(TRACKING_STATUSES));
  if (mine && currentUserId !== null) query['q[owner_user_id_eq]'] = currentUserId;
  if (from) query['q[pickup_at_gteq]'] = from;
  if (to) query['q[pickup_at_lteq]'] = to;
  return withPaging(query, state.page, PAGE_SIZE);
}

/** Sorts the alerts list offers. */
export const ALERT_SORTS = [
  'id desc',
  'id asc',
  'created_at desc',
  'created_at asc',
  'origin asc',
  'origin desc',
  'destination asc',
  'destination desc',
] as const;
export type AlertSort = (typeof ALERT_SORTS)[number];

/** The Alerts list's URL fields; the alert types come from the contract (the spec lists only some). */
export function alertsListSpec(alertTypes: readonly string[]): ListSpec<
  AlertTab,
  {
    type: { kind: 'enumList'; values: readonly string[] };
    mine: { kind: 'flag' };
    load: { kind: 'id' };
  }
> {
  return {
    tabs: ALERT_TABS,
    sorts: ALERT_SORTS,
    filters: { type: { kind: 'enumList', values: alertTypes }, mine: { kind: 'flag' }, load: { kind: 'id' } },
  };
}
export type AlertsListState = ListState<AlertTab, ReturnType<typeof alertsListSpec>['filters']>;

/** The tickets call's parameters (GET tickets), as alertsListQuery builds them. */
export interface AlertsListQuery extends PageParams {
  'q[status_in][]': AlertStatus[];
  'q[is_type_in][]'?: AlertType[];
  'q[s]': AlertSort;
  'q[assignee_id_eq]'?: number;
  'q[load_id_eq]'?: number;
}

/**
 * The tickets call of an alerts state: the tab's query, the chosen sort, the type filter (within the
 * tab's own types for the recommended tab and the ticket views), "assigned to me" and one load, 50 a
 * page (20 on the movement views).
 */
export function alertsListQuery(state: AlertsListState, currentUserId: number | null): AlertsListQuery {
  const { type, mine, load } = state.filters;
  const query: Omit<AlertsListQuery, keyof PageParams> = { ...alertTabQuery(state.tab) };
  const sort = ALERT_SORTS.find((s) => s === state.sort);
  if (sort) query['q[s]'] = sort;
  if (type.length) {
    const tabTypes = query['q[is_type_in][]'];
    const chosen = type.filter(isAlertType);
    const types = Array.isArray(tabTypes) ? chosen.filter((t) => tabTypes.includes(t)) : chosen;
    // Types outside a tab's own (recommended, the ticket views) would widen it: they are left out (the screen offers none).
    if (types.length) query['q[is_type_in][]'] = types;
  }
  if (mine && currentUserId !== null) query['q[assignee_id_eq]'] = currentUserId;
  if (load !== null) query['q[load_id_eq]'] = load;
  return withPaging(query, state.page, alertsPageSize(state.tab));
}

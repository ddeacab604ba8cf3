import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import {
  ALERT_TABS,
  LOAD_TABS,
  alertTabQuery,
  alertsPageSize,
  loadTabQuery,
  type AlertTab,
  type LoadTab,
} from './monitoring-queries';
import { withPaging, type QueryParams } from './query-params';

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

/**
 * The loads call of a list state: the tab's query (its statuses, exception and default sort), the
 * chosen sort instead of the default, the filters as Ransack predicates, page and 50 per page.
 * "My loads" needs the signed-in user's id; without one it is not sent.
 */
export function loadsListQuery(state: LoadsListState, currentUserId: number | null): QueryParams {
  const { reference, tracking, mine, pickup_from: from, pickup_to: to } = state.filters;
  const query: QueryParams = { ...loadTabQuery(state.tab) };
  if (state.sort) query['q[s]'] = state.sort;
  if (reference) query['q[reference_number_cont]'] = reference;
  if (tracking.length) query['q[tracking_status_in][]'] = [...tracking];
  if (mine && currentUserId !== null) query['q[owner_user_id_eq]'] = String(currentUserId);
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

/**
 * The tickets call of an alerts state: the tab's query, the chosen sort, the type filter (within the
 * tab's own types for the recommended tab and the ticket views), "assigned to me" and one load, 50 a
 * page (20 on the movement views).
 */
export function alertsListQuery(state: AlertsListState, currentUserId: number | null): QueryParams {
  const { type, mine, load } = state.filters;
  const query: QueryParams = { ...alertTabQuery(state.tab) };
  if (state.sort) query['q[s]'] = state.sort;
  if (type.length) {
    const tabTypes = query['q[is_type_in][]'];
    const types = Array.isArray(tabTypes) ? type.filter((t) => tabTypes.includes(t)) : [...type];
    // Types outside a tab's own (recommended, the ticket views) would widen it: they are left out (the screen offers none).
    if (types.length) query['q[is_type_in][]'] = types;
  }
  if (mine && currentUserId !== null) query['q[assignee_id_eq]'] = String(currentUserId);
  if (load !== null) query['q[load_id_eq]'] = String(load);
  return withPaging(query, state.page, alertsPageSize(state.tab));
}

import {
  LOAD_LOCK_ALERT_TYPES,
  MOVEMENT_ALERT_TYPES,
  RATE_CONFIRMATION_ALERT_TYPES,
  type AlertType,
} from './alert-types';
import { MOVEMENT_PAGE_SIZE, PAGE_SIZE } from './constants';

export const LOAD_TABS = [
  'open',
  'closed',
  'no-eld',
  'no-arrival',
  'no-departure',
  'no-assigned-vehicle',
  'pending-tracking',
  'not-tracking',
  'no-pickup',
  'no-delivery',
] as const;
export type LoadTab = (typeof LOAD_TABS)[number];
/**
 * The Alerts list's tabs: the four of the spec, then the ticket views it implies (monitoring §2):
 * movement tickets open and closed, rate-confirmation tickets open and closed, and the closed
 * load-lock events dashboard. Each is a query of the same tickets call.
 */
export const ALERT_TABS = [
  'open',
  'closed',
  'pending',
  'recommended',
  'movement-open',
  'movement-closed',
  'rate-confirmation-open',
  'rate-confirmation-closed',
  'load-lock-closed',
] as const;
export type AlertTab = (typeof ALERT_TABS)[number];

/** Whether a tab shows movement tickets: one row per movement, built from its newest alert. */
export const isMovementTab = (tab: AlertTab): boolean => tab === 'movement-open' || tab === 'movement-closed';

/** Rows per page of an Alerts tab: 20 on the movement ticket lists, 50 elsewhere (monitoring §9). */
export const alertsPageSize = (tab: AlertTab): number => (isMovementTab(tab) ? MOVEMENT_PAGE_SIZE : PAGE_SIZE);

export const OPEN_LOAD_STATUSES = ['available', 'covered', 'progress', 'delayed'] as const;
export const CLOSED_LOAD_STATUSES = ['delivered', 'cancelled', 'assumed_delivered'] as const;
/** A load's status (the contract's LoadStatus): open or closed. */
export type LoadStatus = (typeof OPEN_LOAD_STATUSES)[number] | (typeof CLOSED_LOAD_STATUSES)[number];
export const OPEN_ALERT_STATUSES = ['new', 'in_progress', 'escalated'] as const;
/** An alert's status (the contract's TicketStatus). */
export type AlertStatus = (typeof OPEN_ALERT_STATUSES)[number] | 'pending' | 'closed';
/** Alert types the recommended tab lists: each recommends assigning or checking a vehicle. */
export const RECOMMENDED_ALERT_TYPES = [
  'vehicle_assignment_required',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
] as const;

/**
 * Default sorts (monitoring §9), read as: the loads list (open tab) and every alerts tab sort by id
 * descending; the exception tabs sort by origin ascending (earliest pickup first); the closed loads
 * tab by destination descending (latest delivery first).
 */
export const DEFAULT_SORTS = {
  loads: 'id desc',
  alerts: 'id desc',
  exceptionTabs: 'origin asc',
  closedLoads: 'destination desc',
} as const;

/** The exception of each exception tab (the contract's LoadException): the tab's name with underscores. */
const TAB_EXCEPTIONS = {
  'no-eld': 'no_eld',
  'no-arrival': 'no_arrival',
  'no-departure': 'no_departure',
  'no-assigned-vehicle': 'no_assigned_vehicle',
  'pending-tracking': 'pending_tracking',
  'not-tracking': 'not_tracking',
  'no-pickup': 'no_pickup',
  'no-delivery': 'no_delivery',
} as const satisfies Record<Exclude<LoadTab, 'open' | 'closed'>, string>;
export type LoadException = (typeof TAB_EXCEPTIONS)[keyof typeof TAB_EXCEPTIONS];

/** The query of a loads tab: its statuses, its exception (an exception tab) and its default sort. */
export interface LoadTabQuery {
  'q[status_in][]': LoadStatus[];
  'q[exception_type_eq]'?: LoadException;
  'q[s]': (typeof DEFAULT_SORTS)['loads' | 'closedLoads' | 'exceptionTabs'];
}

/** The loads query of a tab: exception tabs are open loads with that exception (`q[exception_type_eq]`). */
export function loadTabQuery(tab: LoadTab): LoadTabQuery {
  if (tab === 'open') return { 'q[status_in][]': [...OPEN_LOAD_STATUSES], 'q[s]': DEFAULT_SORTS.loads };
  if (tab === 'closed') return { 'q[status_in][]': [...CLOSED_LOAD_STATUSES], 'q[s]': DEFAULT_SORTS.closedLoads };
  return {
    'q[status_in][]': [...OPEN_LOAD_STATUSES],
    'q[exception_type_eq]': TAB_EXCEPTIONS[tab],
    'q[s]': DEFAULT_SORTS.exceptionTabs,
  };
}

/** The query of an alerts tab: its statuses, its own alert types (the ticket views, recommended) and its sort. */
export interface AlertTabQuery {
  'q[status_in][]': AlertStatus[];
  'q[is_type_in][]'?: AlertType[];
  'q[s]': (typeof DEFAULT_SORTS)['alerts'];
}

/**
 * The tickets query of an alerts tab; recommended lists open alerts of RECOMMENDED_ALERT_TYPES, and
 * each ticket view its status with its types (alert-types.ts).
 */
export function alertTabQuery(tab: AlertTab): AlertTabQuery {
  const sort = { 'q[s]': DEFAULT_SORTS.alerts };
  switch (tab) {
    case 'open':
      return { 'q[status_in][]': [...OPEN_ALERT_STATUSES], ...sort };
    case 'closed':
      return { 'q[status_in][]': ['closed'], ...sort };
    case 'pending':
      return { 'q[status_in][]': ['pending'], ...sort };
    case 'recommended':
      return { 'q[status_in][]': [...OPEN_ALERT_STATUSES], 'q[is_type_in][]': [...RECOMMENDED_ALERT_TYPES], ...sort };
    case 'movement-open':
      return { 'q[status_in][]': [...OPEN_ALERT_STATUSES], 'q[is_type_in][]': [...MOVEMENT_ALERT_TYPES], ...sort };
    case 'movement-closed':
      return { 'q[status_in][]': ['closed'], 'q[is_type_in][]': [...MOVEMENT_ALERT_TYPES], ...sort };
    case 'rate-confirmation-open':
      return {
        'q[status_in][]': [...OPEN_ALERT_STATUSES],
        'q[is_type_in][]': [...RATE_CONFIRMATION_ALERT_TYPES],
        ...sort,
      };
    case 'rate-confirmation-closed':
      return { 'q[status_in][]': ['closed'], 'q[is_type_in][]': [...RATE_CONFIRMATION_ALERT_TYPES], ...sort };
    case 'load-lock-closed':
      return { 'q[status_in][]': ['closed'], 'q[is_type_in][]': [...LOAD_LOCK_ALERT_TYPES], ...sort };
  }
}

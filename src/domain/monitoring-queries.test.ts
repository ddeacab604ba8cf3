import { describe, it, expect } from 'vitest';
import {
  ALERT_TYPE_NAMES,
  LOAD_LOCK_ALERT_TYPES,
  MOVEMENT_ALERT_TYPES,
  RATE_CONFIRMATION_ALERT_TYPES,
} from './alert-types';
import {
  ALERT_TABS,
  DEFAULT_SORTS,
  LOAD_TABS,
  alertTabQuery,
  alertsPageSize,
  isMovementTab,
  loadTabQuery,
} from './monitoring-queries';

const open = ['available', 'covered', 'progress', 'delayed'];

describe('loadTabQuery', () => {
  it('open: open statuses, id descending', () => {
    expect(loadTabQuery('open')).toEqual({ 'q[status_in][]': open, 'q[s]': 'id desc' });
  });
  it('closed: delivered, cancelled, assumed delivered, destination descending', () => {
    expect(loadTabQuery('closed')).toEqual({
      'q[status_in][]': ['delivered', 'cancelled', 'assumed_delivered'],
      'q[s]': 'destination desc',
    });
  });
  it.each([
    ['no-eld', 'no_eld'],
    ['no-arrival', 'no_arrival'],
    ['no-departure', 'no_departure'],
    ['no-assigned-vehicle', 'no_assigned_vehicle'],
    ['pending-tracking', 'pending_tracking'],
    ['not-tracking', 'not_tracking'],
    ['no-pickup', 'no_pickup'],
    ['no-delivery', 'no_delivery'],
  ] as const)('%s: open loads with exception %s, origin ascending', (tab, exception) => {
    expect(loadTabQuery(tab)).toEqual({
      'q[status_in][]': open,
      'q[exception_type_eq]': exception,
      'q[s]': 'origin asc',
    });
  });
  it('has ten tabs', () => {
    expect(LOAD_TABS).toHaveLength(10);
  });
});

describe('alertTabQuery', () => {
  it.each([
    ['open', { 'q[status_in][]': ['new', 'in_progress', 'escalated'], 'q[s]': 'id desc' }],
    ['closed', { 'q[status_in][]': ['closed'], 'q[s]': 'id desc' }],
    ['pending', { 'q[status_in][]': ['pending'], 'q[s]': 'id desc' }],
    [
      'recommended',
      {
        'q[status_in][]': ['new', 'in_progress', 'escalated'],
        'q[is_type_in][]': [
          'vehicle_assignment_required',
          'potentially_wrong_vehicle_assigned',
          'unverified_vehicle_assigned',
        ],
        'q[s]': 'id desc',
      },
    ],
  ] as const)('%s', (tab, query) => {
    expect(alertTabQuery(tab)).toEqual(query);
  });
  const OPEN = ['new', 'in_progress', 'escalated'];
  it.each([
    ['movement-open', OPEN, MOVEMENT_ALERT_TYPES],
    ['movement-closed', ['closed'], MOVEMENT_ALERT_TYPES],
    ['rate-confirmation-open', OPEN, RATE_CONFIRMATION_ALERT_TYPES],
    ['rate-confirmation-closed', ['closed'], RATE_CONFIRMATION_ALERT_TYPES],
    ['load-lock-closed', ['closed'], LOAD_LOCK_ALERT_TYPES],
  ] as const)('the %s view asks for its statuses and types', (tab, statuses, types) => {
    expect(alertTabQuery(tab)).toEqual({
      'q[status_in][]': statuses,
      'q[is_type_in][]': [...types],
      'q[s]': 'id desc',
    });
  });
  it('pages the movement views by 20 and every other tab by 50', () => {
    expect(ALERT_TABS.filter(isMovementTab)).toEqual(['movement-open', 'movement-closed']);
    for (const tab of ALERT_TABS) expect(alertsPageSize(tab)).toBe(isMovementTab(tab) ? 20 : 50);
  });
  it('every view’s types are alert types of the contract’s names', () => {
    for (const type of [...MOVEMENT_ALERT_TYPES, ...RATE_CONFIRMATION_ALERT_TYPES, ...LOAD_LOCK_ALERT_TYPES])
      expect(Object.keys(ALERT_TYPE_NAMES)).toContain(type);
  });
  it('names the default sorts', () => {
    expect(DEFAULT_SORTS).toEqual({
      loads: 'id desc',
      alerts: 'id desc',
      exceptionTabs: 'origin asc',
      closedLoads: 'destination desc',
    });
  });
});

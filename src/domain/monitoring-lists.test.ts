import { describe, expect, it } from 'vitest';
import { defaultListState, listStateFromUrl } from './list-url-state';
import {
  ALERT_SORTS,
  LOADS_LIST,
  LOAD_SORTS,
  TRACKING_STATUSES,
  alertsListQuery,
  alertsListSpec,
  loadsListQuery,
  type AlertsListState,
  type LoadsListState,
} from './monitoring-lists';
import { RECOMMENDED_ALERT_TYPES, type AlertTab } from './monitoring-queries';

const OPEN_LOADS = ['available', 'covered', 'progress', 'delayed'];
const CLOSED_LOADS = ['delivered', 'cancelled', 'assumed_delivered'];
const OPEN_ALERTS = ['new', 'in_progress', 'escalated'];
const paging = (page = 1) => ({ page, per_page: 50 });

const loads = (change: Partial<Omit<LoadsListState, 'filters'>> & { filters?: Partial<LoadsListState['filters']> }) => {
  const base = defaultListState(LOADS_LIST);
  return { ...base, ...change, filters: { ...base.filters, ...change.filters } };
};

describe('the loads list spec', () => {
  it('offers the ten tabs, the load sorts and its five filters', () => {
    expect(LOADS_LIST.tabs).toHaveLength(10);
    expect(LOADS_LIST.sorts).toBe(LOAD_SORTS);
    expect(LOADS_LIST.filters).toEqual({
      reference: { kind: 'text', maxLength: 100 },
      tracking: { kind: 'enumList', values: TRACKING_STATUSES },
      mine: { kind: 'flag' },
      pickup_from: { kind: 'date' },
      pickup_to: { kind: 'date' },
    });
  });

  it('lists the eight tracking statuses of monitoring §4', () => {
    expect(TRACKING_STATUSES).toEqual([
      'tracking',
      'not_started',
      'no_eld_connection',
      'tracking_interrupted',
      'terminated',
      'ended',
      'unable_to_track',
      'not_eligible',
    ]);
  });

  it('sorts by id, origin, destination and pickup time, both ways', () => {
    expect([...LOAD_SORTS].sort()).toEqual(
      ['id', 'origin', 'destination', 'pickup_at'].flatMap((field) => [`${field} asc`, `${field} desc`]).sort(),
    );
  });
});

describe('loadsListQuery', () => {
  it('open (the default): open statuses, id descending (spec §9), page 1 of 50', () => {
    expect(loadsListQuery(loads({}), 7)).toEqual({
      'q[status_in][]': OPEN_LOADS,
      'q[s]': 'id desc',
      ...paging(),
    });
  });

  it('closed: closed statuses, destination descending', () => {
    expect(loadsListQuery(loads({ tab: 'closed' }), 7)).toEqual({
      'q[status_in][]': CLOSED_LOADS,
      'q[s]': 'destination desc',
      ...paging(),
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
    expect(loadsListQuery(loads({ tab }), 7)).toEqual({
      'q[status_in][]': OPEN_LOADS,
      'q[exception_type_eq]': exception,
      'q[s]': 'origin asc',
      ...paging(),
    });
  });

  it.each(LOAD_SORTS)('the chosen sort %s replaces the tab default', (sort) => {
    for (const tab of ['open', 'closed', 'no-eld'] as const)
      expect(loadsListQuery(loads({ tab, sort }), null)['q[s]']).toBe(sort);
  });

  it('the reference filter searches reference numbers containing it', () => {
    expect(loadsListQuery(loads({ filters: { reference: 'PO-1234' } }), null)).toEqual({
      'q[status_in][]': OPEN_LOADS,
      'q[s]': 'id desc',
      'q[reference_number_cont]': 'PO-1234',
      ...paging(),
    });
  });

  it('the tracking filter sends each chosen status', () => {
    const query = loadsListQuery(loads({ filters: { tracking: ['tracking', 'no_eld_connection'] } }), null);
    expect(query['q[tracking_status_in][]']).toEqual(['tracking', 'no_eld_connection']);
    expect(Object.keys(query).sort()).toEqual(
      ['q[status_in][]', 'q[s]', 'q[tracking_status_in][]', 'page', 'per_page'].sort(),
    );
  });

  it('the tracking list sent is a copy, not the state’s own array', () => {
    const state = loads({ filters: { tracking: ['ended'] } });
    const sent = loadsListQuery(state, null)['q[tracking_status_in][]'] as string[];
    sent.push('tracking');
    expect(state.filters.tracking).toEqual(['ended']);
  });

  it('"my loads" filters by the signed-in user, and is not sent without one', () => {
    expect(loadsListQuery(loads({ filters: { mine: true } }), 42)['q[owner_user_id_eq]']).toBe(42);
    expect(loadsListQuery(loads({ filters: { mine: true } }), null)).toEqual(loadsListQuery(loads({}), null));
    expect(loadsListQuery(loads({ filters: { mine: false } }), 42)).not.toHaveProperty('q[owner_user_id_eq]');
  });

  it('the pickup dates bound the pickup time on either side', () => {
    const query = loadsListQuery(loads({ filters: { pickup_from: '2026-11-01', pickup_to: '2026-11-30' } }), null);
    expect(query['q[pickup_at_gteq]']).toBe('2026-11-01');
    expect(query['q[pickup_at_lteq]']).toBe('2026-11-30');
    expect(loadsListQuery(loads({ filters: { pickup_from: '2026-11-01' } }), null)).not.toHaveProperty(
      'q[pickup_at_lteq]',
    );
    expect(loadsListQuery(loads({ filters: { pickup_to: '2026-11-30' } }), null)).not.toHaveProperty(
      'q[pickup_at_gteq]',
    );
  });

  it('sends nothing for filters left empty', () => {
    expect(Object.keys(loadsListQuery(loads({}), 42)).sort()).toEqual(['page', 'per_page', 'q[s]', 'q[status_in][]']);
  });

  it('sends the page, 50 per page', () => {
    expect(loadsListQuery(loads({ page: 4 }), null)).toMatchObject(paging(4));
  });

  it('combines everything a shared link carries', () => {
    const state = listStateFromUrl(
      LOADS_LIST,
      new URLSearchParams(
        'tab=no-pickup&reference=+ABC+&tracking=ended,tracking&mine=1&pickup_from=2026-11-01&pickup_to=2026-11-02&sort=pickup_at+desc&page=3',
      ),
    );
    expect(loadsListQuery(state, 9)).toEqual({
      'q[status_in][]': OPEN_LOADS,
      'q[exception_type_eq]': 'no_pickup',
      'q[s]': 'pickup_at desc',
      'q[reference_number_cont]': 'ABC',
      'q[tracking_status_in][]': ['tracking', 'ended'],
      'q[owner_user_id_eq]': 9,
      'q[pickup_at_gteq]': '2026-11-01',
      'q[pickup_at_lteq]': '2026-11-02',
      ...paging(3),
    });
  });
});

const TYPES = [
  'vehicle_assignment_required',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
  'overbooked_carrier',
  'fraudulent_email',
];
const ALERTS = alertsListSpec(TYPES);
const alerts = (
  change: Partial<Omit<AlertsListState, 'filters'>> & { filters?: Partial<AlertsListState['filters']> },
) => {
  const base = defaultListState(ALERTS);
  return { ...base, ...change, filters: { ...base.filters, ...change.filters } };
};

describe('the alerts list spec', () => {
  it('offers the four tabs and the ticket views, the alert sorts, and the given alert types as its type filter', () => {
    expect(ALERTS.tabs).toEqual([
      'open',
      'closed',
      'pending',
      'recommended',
      'movement-open',
      'movement-closed',
      'rate-confirmation-open',
      'rate-confirmation-closed',
      'load-lock-closed',
    ]);
    expect(ALERTS.sorts).toBe(ALERT_SORTS);
    expect(ALERTS.filters).toEqual({
      type: { kind: 'enumList', values: TYPES },
      mine: { kind: 'flag' },
      load: { kind: 'id' },
    });
  });

  it('sorts by id, creation time, origin and destination, both ways', () => {
    expect([...ALERT_SORTS].sort()).toEqual(
      ['id', 'created_at', 'origin', 'destination'].flatMap((field) => [`${field} asc`, `${field} desc`]).sort(),
    );
  });
});

describe('alertsListQuery', () => {
  it.each([
    ['open', { 'q[status_in][]': OPEN_ALERTS }],
    ['closed', { 'q[status_in][]': ['closed'] }],
    ['pending', { 'q[status_in][]': ['pending'] }],
    ['recommended', { 'q[status_in][]': OPEN_ALERTS, 'q[is_type_in][]': [...RECOMMENDED_ALERT_TYPES] }],
  ] as const)('%s: its statuses, id descending, page 1 of 50', (tab, query) => {
    expect(alertsListQuery(alerts({ tab: tab as AlertTab }), 3)).toEqual({ ...query, 'q[s]': 'id desc', ...paging() });
  });

  it.each(ALERT_SORTS)('the chosen sort %s replaces the default', (sort) => {
    expect(alertsListQuery(alerts({ sort }), null)['q[s]']).toBe(sort);
    expect(alertsListQuery(alerts({ tab: 'recommended', sort }), null)['q[s]']).toBe(sort);
  });

  it('the type filter sends the chosen types', () => {
    expect(alertsListQuery(alerts({ filters: { type: ['overbooked_carrier', 'fraudulent_email'] } }), null)).toEqual({
      'q[status_in][]': OPEN_ALERTS,
      'q[s]': 'id desc',
      'q[is_type_in][]': ['overbooked_carrier', 'fraudulent_email'],
      ...paging(),
    });
  });

  it('the type list sent is a copy, not the state’s own array', () => {
    const state = alerts({ tab: 'closed', filters: { type: ['overbooked_carrier'] } });
    const sent = alertsListQuery(state, null)['q[is_type_in][]'] as string[];
    sent.push('fraudulent_email');
    expect(state.filters.type).toEqual(['overbooked_carrier']);
  });

  it('on the recommended tab, types outside the tab’s own are dropped', () => {
    const state = alerts({
      tab: 'recommended',
      filters: { type: ['overbooked_carrier', 'unverified_vehicle_assigned', 'vehicle_assignment_required'] },
    });
    expect(alertsListQuery(state, null)['q[is_type_in][]']).toEqual([
      'unverified_vehicle_assigned',
      'vehicle_assignment_required',
    ]);
  });

  it('on the recommended tab, when no chosen type is the tab’s own, the tab’s types stay', () => {
    const state = alerts({ tab: 'recommended', filters: { type: ['overbooked_carrier', 'fraudulent_email'] } });
    expect(alertsListQuery(state, null)).toEqual(alertsListQuery(alerts({ tab: 'recommended' }), null));
    expect(alertsListQuery(state, null)['q[is_type_in][]']).toEqual([...RECOMMENDED_ALERT_TYPES]);
  });

  it('the movement views ask for 20 a page, the other views for 50', () => {
    expect(alertsListQuery(alerts({ tab: 'movement-open', page: 3 }), null)).toMatchObject({
      page: 3,
      per_page: 20,
    });
    expect(alertsListQuery(alerts({ tab: 'movement-closed' }), null).per_page).toBe(20);
    expect(alertsListQuery(alerts({ tab: 'load-lock-closed' }), null).per_page).toBe(50);
  });

  it('in a ticket view, the type filter narrows within the view’s own types', () => {
    const state = alerts({
      tab: 'rate-confirmation-open',
      filters: { type: ['email_spoofing', 'no_recent_vehicles_observed'] },
    });
    expect(alertsListQuery(state, null)['q[is_type_in][]']).toEqual(['email_spoofing']);
  });

  it('"assigned to me" filters by the signed-in user, and is not sent without one', () => {
    expect(alertsListQuery(alerts({ filters: { mine: true } }), 42)['q[assignee_id_eq]']).toBe(42);
    expect(alertsListQuery(alerts({ filters: { mine: true } }), null)).toEqual(alertsListQuery(alerts({}), null));
    expect(alertsListQuery(alerts({ filters: { mine: false } }), 42)).not.toHaveProperty('q[assignee_id_eq]');
  });

  it('one load filters by its id', () => {
    expect(alertsListQuery(alerts({ filters: { load: 50001 } }), null)['q[load_id_eq]']).toBe(50001);
    expect(alertsListQuery(alerts({ filters: { load: null } }), null)).not.toHaveProperty('q[load_id_eq]');
  });

  it('sends nothing for filters left empty, and the page with 50 per page', () => {
    expect(Object.keys(alertsListQuery(alerts({}), 42)).sort()).toEqual(['page', 'per_page', 'q[s]', 'q[status_in][]']);
    expect(alertsListQuery(alerts({ page: 12 }), null)).toMatchObject(paging(12));
  });

  it('combines everything a shared link carries', () => {
    const state = listStateFromUrl(
      ALERTS,
      new URLSearchParams(
        'tab=pending&type=fraudulent_email,overbooked_carrier&mine=1&load=50001&sort=created_at+asc&page=2',
      ),
    );
    expect(alertsListQuery(state, 5)).toEqual({
      'q[status_in][]': ['pending'],
      'q[s]': 'created_at asc',
      'q[is_type_in][]': ['overbooked_carrier', 'fraudulent_email'],
      'q[assignee_id_eq]': 5,
      'q[load_id_eq]': 50001,
      ...paging(2),
    });
  });
});

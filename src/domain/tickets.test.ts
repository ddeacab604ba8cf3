import { describe, it, expect } from 'vitest';
import {
  INITIAL_TICKET_ROLE,
  assigneeQuery,
  closedEventSummary,
  isSelfStaff,
  latestMovementTicket,
  movementEvents,
  ticketRole,
  withCurrentUser,
} from './tickets';

describe('ticketRole', () => {
  it('is blocked before the user is known', () => {
    expect(INITIAL_TICKET_ROLE).toBe('blocked');
    expect(ticketRole(null)).toBe('blocked');
    expect(ticketRole(undefined)).toBe('blocked');
  });
  it('is manager with tickets_load_lock_manager or compliance', () => {
    expect(ticketRole({ scopes: ['tickets_load_lock_manager'] })).toBe('manager');
    expect(ticketRole({ scopes: ['sourcing', 'compliance'] })).toBe('manager');
  });
  it('is staff otherwise', () => {
    expect(ticketRole({ scopes: ['tickets_load_lock_staff'] })).toBe('staff');
    expect(ticketRole({ scopes: [] })).toBe('staff');
  });
});

describe('isSelfStaff', () => {
  it('needs the staff scope and not the manager scope', () => {
    expect(isSelfStaff(['tickets_load_lock_staff'])).toBe(true);
    expect(isSelfStaff(['tickets_load_lock_staff', 'compliance'])).toBe(true);
    expect(isSelfStaff(['tickets_load_lock_staff', 'tickets_load_lock_manager'])).toBe(false);
    expect(isSelfStaff(['tickets_load_lock_manager'])).toBe(false);
    expect(isSelfStaff([])).toBe(false);
  });
});

describe('assigneeQuery', () => {
  it('filters to compliance and load-lock managers unless the role is manager', () => {
    const filtered = { 'q[user_scopes_scope_matches_any][]': ['compliance', 'tickets_load_lock_manager'] };
    expect(assigneeQuery('staff')).toEqual(filtered);
    expect(assigneeQuery('blocked')).toEqual(filtered);
    expect(assigneeQuery('manager')).toEqual({});
  });
});

describe('withCurrentUser', () => {
  const user = {
    id: 9,
    first_name: 'Ada',
    last_name: null,
    email: 'a@b.co',
    phone_e164: null,
    scopes: ['tickets_load_lock_staff'],
  };
  const other = { id: 1, full_name: 'Bo', email: 'b@b.co', phone_e164: '+15555550100', is_self_staff: false };
  it('appends the current user when absent', () => {
    expect(withCurrentUser([other], user)).toEqual([
      other,
      { id: 9, full_name: 'Ada', email: 'a@b.co', phone_e164: null, is_self_staff: true },
    ]);
    expect(withCurrentUser([], { ...user, last_name: 'Lovelace', scopes: [] })[0]).toMatchObject({
      full_name: 'Ada Lovelace',
      is_self_staff: false,
    });
  });
  it('leaves the list alone when present', () => {
    const me = { ...other, id: 9 };
    expect(withCurrentUser([other, me], user)).toEqual([other, me]);
  });
});

describe('latestMovementTicket', () => {
  it('takes the entry whose ticket has the highest id', () => {
    const a = { id: 50, ticket: { id: 3 } };
    const b = { id: 10, ticket: { id: 7 } };
    const c = { id: 60, ticket: { id: 5 } };
    expect(latestMovementTicket([a, b, c])).toBe(b);
    expect(latestMovementTicket([c, a])).toBe(c);
    expect(latestMovementTicket([])).toBeNull();
  });
  it('keeps the first of equal ids', () => {
    const a = { n: 1, ticket: { id: 3 } };
    const b = { n: 2, ticket: { id: 3 } };
    expect(latestMovementTicket([a, b])).toBe(a);
  });
});

describe('movementEvents', () => {
  const t = (id: number, movement: number | null) => ({ id, movement: movement === null ? null : { id: movement } });
  it('gathers a page by movement, showing each as its alert with the highest id', () => {
    const rows = movementEvents([t(9004, 7302), t(8995, 7301), t(9001, 7301), t(9010, null)]);
    expect(rows.map((r) => [r.ticket.id, r.alerts])).toEqual([
      [9004, 1],
      [9001, 2],
      [9010, 1],
    ]);
  });
  it('keeps alerts without a movement apart and answers nothing for nothing', () => {
    expect(movementEvents([t(1, null), t(2, null)]).map((r) => r.ticket.id)).toEqual([1, 2]);
    expect(movementEvents([])).toEqual([]);
  });
});

describe('closedEventSummary', () => {
  it('counts by type and by assignee, most first', () => {
    const marcus = { full_name: 'Marcus Ortega' };
    expect(
      closedEventSummary([
        { is_type: 'unverified_vehicle_assigned', assignee: marcus },
        { is_type: 'vehicle_assignment_required', assignee: marcus },
        { is_type: 'vehicle_assignment_required', assignee: null },
      ]),
    ).toEqual({
      byType: [
        ['vehicle_assignment_required', 2],
        ['unverified_vehicle_assigned', 1],
      ],
      byAssignee: [
        ['Marcus Ortega', 2],
        ['Unassigned', 1],
      ],
    });
  });
});

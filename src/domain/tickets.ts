import { fullName } from './names';

/** Ticket role for the load-lock and ticket features; blocked until the user is known. */
export type TicketRole = 'blocked' | 'manager' | 'staff';
export const INITIAL_TICKET_ROLE: TicketRole = 'blocked';

const MANAGER_SCOPES = ['tickets_load_lock_manager', 'compliance'] as const;

/** Ticket role: blocked without a user, manager with tickets_load_lock_manager or compliance, else staff. */
export function ticketRole(user: { scopes: readonly string[] } | null | undefined): TicketRole {
  if (!user) return 'blocked';
  return MANAGER_SCOPES.some((scope) => user.scopes.includes(scope)) ? 'manager' : 'staff';
}

/** Whether a user is self staff: the tickets_load_lock_staff scope without tickets_load_lock_manager. */
export function isSelfStaff(scopes: readonly string[]): boolean {
  return scopes.includes('tickets_load_lock_staff') && !scopes.includes('tickets_load_lock_manager');
}

/** The load-lock assignees call's parameters (`listLoadLockAssignees`). */
export interface AssigneeQuery {
  'q[user_scopes_scope_matches_any][]'?: (typeof MANAGER_SCOPES)[number][];
}

/** The load-lock assignee query: users with compliance or tickets_load_lock_manager, no filter for a manager. */
export function assigneeQuery(role: TicketRole): AssigneeQuery {
  return role === 'manager' ? {} : { 'q[user_scopes_scope_matches_any][]': [...MANAGER_SCOPES].reverse() };
}

/** A load-lock assignee as the list shows it. */
export interface AssigneeInput {
  id: number;
  full_name: string;
  email: string;
  phone_e164: string | null;
  is_self_staff: boolean;
}

/** Appends the current user to the assignee list when absent (matched by id). */
export function withCurrentUser<T extends AssigneeInput>(
  assignees: readonly T[],
  user: {
    id: number;
    first_name: string | null;
    last_name: string | null;
    email: string;
    phone_e164: string | null;
    scopes: readonly string[];
  },
): (T | AssigneeInput)[] {
  if (assignees.some((assignee) => assignee.id === user.id)) return [...assignees];
  const full_name = fullName(user);
  return [
    ...assignees,
    { id: user.id, full_name, email: user.email, phone_e164: user.phone_e164, is_self_staff: isSelfStaff(user.scopes) },
  ];
}

/** The movement ticket whose ticket has the highest id (the event shown), or null for none. */
export function latestMovementTicket<T extends { ticket: { id: number } }>(movementTickets: readonly T[]): T | null {
  let latest: T | null = null;
  for (const entry of movementTickets) if (latest === null || entry.ticket.id > latest.ticket.id) latest = entry;
  return latest;
}

/** A row of a movement ticket view: the newest alert of one movement and how many of the page's alerts it gathers. */
export interface MovementEvent<T> {
  ticket: T;
  alerts: number;
}

/**
 * The movement ticket views' rows: the page's alerts gathered by movement, each shown as the alert
 * with the highest id (monitoring §3: "the event shown is built from the ticket with the highest
 * id"), in the order the movements first appear. An alert without a movement stands alone.
 */
export function movementEvents<T extends { id: number; movement: { id: number } | null }>(
  tickets: readonly T[],
): MovementEvent<T>[] {
  const groups = new Map<string, T[]>();
  for (const ticket of tickets) {
    const key = ticket.movement ? `movement ${ticket.movement.id}` : `alert ${ticket.id}`;
    groups.set(key, [...(groups.get(key) ?? []), ticket]);
  }
  return [...groups.values()].flatMap((group) => {
    const latest = latestMovementTicket(group.map((ticket) => ({ ticket })));
    return latest ? [{ ticket: latest.ticket, alerts: group.length }] : [];
  });
}

/** How many closed events a page holds by type and by who closed them, most first (the load-lock dashboard's summary). */
export function closedEventSummary(tickets: readonly { is_type: string; assignee: { full_name: string } | null }[]): {
  byType: [string, number][];
  byAssignee: [string, number][];
} {
  const count = (keys: string[]) =>
    [...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
  return {
    byType: count(tickets.map((t) => t.is_type)),
    byAssignee: count(tickets.map((t) => t.assignee?.full_name ?? 'Unassigned')),
  };
}

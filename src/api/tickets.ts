import { useCallback } from 'react';
import {
  getCountTicketsQueryKey,
  getListTicketsQueryKey,
  useUpdateTicket,
} from '../../generated/monitor/hooks/tickets/tickets';
import { TicketType } from '../../generated/monitor/model';
import type {
  ErrorResponse,
  ListLoadLockAssigneesParams,
  ListTicketsParams,
  Ticket,
  TicketUpdate,
} from '../../generated/monitor/model';
import { ALERT_TYPE_NAMES, alertsListSpec, type AssigneeQuery } from '../domain';
import { ticketsPageQuery } from './lists';
import type { ErrorType } from './mutators';
import type { PagedList } from './paged';
import type { SameParams } from './same-params';

// The domain's query of the load-lock assignees (the screens call the generated hook with it) is the
// contract's parameters (checked here, at compile time).
type _Checked = SameParams<AssigneeQuery, ListLoadLockAssigneesParams>;

/** Alerts and tickets (monitor API), as the screens use them. */
export * from '../../generated/monitor/hooks/tickets/tickets';
export { useListLoadLockAssignees } from '../../generated/monitor/hooks/load-lock/load-lock';
export type { LoadLockAssignee, TicketUpdate } from '../../generated/monitor/model';
export { TicketType, TicketStatus } from '../../generated/monitor/model';

/** Every alert type of the contract in words: a type the contract adds is a type error until the domain names it. */
export const ALERT_TYPE_LABELS: Record<TicketType, string> = ALERT_TYPE_NAMES;

/** The Alerts list's tabs, sorts and filters, over every alert type the contract knows. */
export const ALERTS_LIST = alertsListSpec(Object.values(TicketType));

/** A change to one alert: its status or assignee. */
export interface TicketChange {
  ticket: Ticket;
  update: TicketUpdate;
}

/**
 * Changes an alert's status or assignee (PATCH tickets/{id}, the generated `useUpdateTicket`) on
 * the page of the alerts list given by its params: the row changes at once, goes back to what it was
 * if the server refuses, and the list and the navigation's alert count are fetched again once the
 * server has answered. `change` is stable across renders; its `onFailure` hears a refusal.
 */
export function useChangeTicket(listParams: ListTicketsParams) {
  const pageKey = ticketsPageQuery(listParams).queryKey;
  const { mutate, isPending } = useUpdateTicket<ErrorType<ErrorResponse>, { previous?: PagedList<Ticket> }>({
    mutation: {
      onMutate: async ({ id, data }, { client }) => {
        await client.cancelQueries({ queryKey: pageKey });
        const previous = client.getQueryData(pageKey);
        client.setQueryData(pageKey, (page) =>
          page ? { ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, ...data.ticket } : row)) } : page,
        );
        return { previous };
      },
      onError: (_error, _variables, saved, { client }) => {
        if (saved?.previous) client.setQueryData(pageKey, saved.previous);
      },
      onSettled: (_data, _error, _variables, _saved, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: getListTicketsQueryKey() }),
          client.invalidateQueries({ queryKey: getCountTicketsQueryKey() }),
        ]),
    },
  });
  const change = useCallback(
    ({ ticket, update }: TicketChange, onFailure?: (error: unknown) => void) =>
      mutate({ id: ticket.id, data: { ticket: update } }, { onError: (error) => onFailure?.(error) }),
    [mutate],
  );
  return { change, isPending };
}

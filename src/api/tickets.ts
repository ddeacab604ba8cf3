import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getCountTicketsQueryKey,
  getListTicketsQueryKey,
  updateTicket,
} from '../../generated/monitor/hooks/tickets/tickets';
import type { ListTicketsParams, Ticket, TicketAssignee, TicketUpdate } from '../../generated/monitor/model';
import type { PagedList } from './paged';

/** Alerts and tickets (monitor API), as the screens use them. */
export * from '../../generated/monitor/hooks/tickets/tickets';
export {
  useListLoadLockAssignees,
  getListLoadLockAssigneesQueryKey,
} from '../../generated/monitor/hooks/load-lock/load-lock';
export type {
  LoadLockAssignee,
  ListLoadLockAssigneesParams,
  TicketAssignee,
  TicketUpdate,
} from '../../generated/monitor/model';
export { TicketType, TicketStatus } from '../../generated/monitor/model';

/** A change to one alert, with the assignee as the list shows it (for the optimistic row). */
export interface TicketChange {
  ticket: Ticket;
  update: TicketUpdate;
  assignee?: TicketAssignee | null;
}

/**
 * Changes an alert's status or assignee (PATCH tickets/{id}) on the page of the alerts list given
 * by its params: the row changes at once, goes back to what it was if the server refuses, and the
 * list and the navigation's alert count are fetched again once the server has answered.
 */
export function useChangeTicket(
  listParams: ListTicketsParams,
  onFailure: (change: TicketChange, error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const pageKey = [...getListTicketsQueryKey(listParams), 'paged'];
  const mutation = useMutation({
    mutationKey: ['changeTicket'],
    mutationFn: ({ ticket, update }: TicketChange) => updateTicket(ticket.id, { ticket: update }),
    onMutate: async ({ ticket, update, assignee }: TicketChange) => {
      await queryClient.cancelQueries({ queryKey: pageKey });
      const previous = queryClient.getQueryData<PagedList<Ticket>>(pageKey);
      const changed = (row: Ticket): Ticket => ({
        ...row,
        ...update,
        ...(assignee !== undefined ? { assignee } : {}),
      });
      queryClient.setQueryData<PagedList<Ticket>>(pageKey, (page) =>
        page ? { ...page, rows: page.rows.map((row) => (row.id === ticket.id ? changed(row) : row)) } : page,
      );
      return { previous };
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(pageKey, context.previous);
      onFailure(change, error);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getListTicketsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getCountTicketsQueryKey() });
    },
  });
  return { ...mutation, change: (change: TicketChange) => mutation.mutate(change) };
}

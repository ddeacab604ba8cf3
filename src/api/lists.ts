import { getListLoadsQueryKey, listLoads } from '../../generated/monitor/hooks/loads/loads';
import { getListTicketsQueryKey, listTickets } from '../../generated/monitor/hooks/tickets/tickets';
import type { ListLoadsParams, ListTicketsParams } from '../../generated/monitor/model';
import { usePagedList } from './paged';

/** One page of the Loads list (open, closed or an exception tab), with its paging headers. */
export function useLoadsPage(params: ListLoadsParams) {
  return usePagedList(getListLoadsQueryKey(params), (signal) => listLoads(params, signal));
}

/** One page of an Alerts tab, with its paging headers. */
export function useTicketsPage(params: ListTicketsParams) {
  return usePagedList(getListTicketsQueryKey(params), (signal) => listTickets(params, signal));
}

export type {
  Load,
  LoadStop,
  ListLoadsParams,
  ListLoadsQS,
  LoadException,
  TrackingStatus,
  Ticket,
  TicketStatus,
  TicketType,
  ListTicketsParams,
  ListTicketsQS,
} from '../../generated/monitor/model';

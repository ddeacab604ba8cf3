import { getListLoadsQueryKey, listLoads } from '../../generated/monitor/hooks/loads/loads';
import { getListTicketsQueryKey, listTickets } from '../../generated/monitor/hooks/tickets/tickets';
import type { ListLoadsParams, ListTicketsParams } from '../../generated/monitor/model';
import type { AlertsListQuery, LoadsListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's queries of these calls are the contract's parameters (checked here, at compile time).
type _Checked = [SameParams<LoadsListQuery, ListLoadsParams>, SameParams<AlertsListQuery, ListTicketsParams>];

/** The query of one page of the Loads list (open, closed or an exception tab), with its paging headers. */
export const loadsPageQuery = (params: ListLoadsParams) =>
  pagedQueryOptions(getListLoadsQueryKey(params), (signal) => listLoads(params, undefined, signal));

/** The query of one page of an Alerts tab, with its paging headers. */
export const ticketsPageQuery = (params: ListTicketsParams) =>
  pagedQueryOptions(getListTicketsQueryKey(params), (signal) => listTickets(params, undefined, signal));

export type {
  Load,
  ListLoadsParams,
  Ticket,
  TicketStatus,
  TicketType,
  ListTicketsParams,
} from '../../generated/monitor/model';

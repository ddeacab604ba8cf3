import { useQuery } from '@tanstack/react-query';
import type { ListTicketsParams } from '../../generated/monitor/model';
import { alertsListQuery, defaultListState } from '../domain';
import { ticketsPageQuery } from './lists';
import { ALERTS_LIST } from './tickets';

/**
 * How many alerts are open, for Home: the total of the Alerts screen's first page (its Open tab, the
 * same query and key, so opening Alerts afterwards finds it cached). Nothing is asked while
 * `enabled` is false (a plan without the dashboard).
 */
export function useOpenAlertsCount(enabled: boolean) {
  const params = alertsListQuery(defaultListState(ALERTS_LIST), null) as ListTicketsParams;
  const { data, isPending, isError, error } = useQuery({ ...ticketsPageQuery(params), enabled });
  return { count: data?.paging.totalRecords, isPending, isError, error };
}

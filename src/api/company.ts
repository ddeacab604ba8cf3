import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetCompanyChangeOrderQueryKey,
  getGetCompanyChangeOrderQueryOptions,
  getListCompanyChangeOrdersQueryKey,
  listCompanyChangeOrders,
  useApproveCompanyChangeOrder,
  useRejectCompanyChangeOrder,
} from '../../generated/identity/hooks/company-change-orders/company-change-orders';
import {
  getListCompanyReportsQueryKey,
  getListCompanyReportsQueryOptions,
  useRunCompanyReport,
} from '../../generated/identity/hooks/company-reports/company-reports';
import type { CompanyChangeOrder, CompanyReport, ListCompanyChangeOrdersParams } from '../../generated/identity/model';
import { reportPollDelay, type ChangeOrdersListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<ChangeOrdersListQuery, ListCompanyChangeOrdersParams>;

/** The company's change orders and reports (identity API), for My Account and Company Change Order. */
export type {
  CompanyChangeOrder,
  CompanyChangeOrderChange,
  CompanyReport,
  ListCompanyChangeOrdersParams,
} from '../../generated/identity/model';

/** The query of one page of the company's change orders, with its paging headers. */
export const changeOrdersPageQuery = (params: ListCompanyChangeOrdersParams) =>
  pagedQueryOptions(getListCompanyChangeOrdersQueryKey(params), (signal) =>
    listCompanyChangeOrders(params, undefined, signal),
  );

/** One change order (Company Change Order's route data, change-order.route.ts). */
export const changeOrderQuery = (id: number) => getGetCompanyChangeOrderQueryOptions(id);

/** After a decision: the order shows the answer; the lists of orders are fetched again. */
function useAfterDecision(id: number) {
  const queryClient = useQueryClient();
  return (order: CompanyChangeOrder) => {
    queryClient.setQueryData(getGetCompanyChangeOrderQueryKey(id), order);
    return queryClient.invalidateQueries({ queryKey: getListCompanyChangeOrdersQueryKey() });
  };
}

/** Approves a pending change order. A 409 (already decided) fetches the order again, so the screen shows its state. */
export function useApproveChangeOrderAndRefresh(id: number) {
  const queryClient = useQueryClient();
  return useApproveCompanyChangeOrder({
    mutation: {
      onSuccess: useAfterDecision(id),
      onError: () => queryClient.invalidateQueries({ queryKey: getGetCompanyChangeOrderQueryKey(id) }),
    },
  });
}

/** Rejects a pending change order with a reason; as approving otherwise. */
export function useRejectChangeOrderAndRefresh(id: number) {
  const queryClient = useQueryClient();
  return useRejectCompanyChangeOrder({
    mutation: {
      onSuccess: useAfterDecision(id),
      onError: () => queryClient.invalidateQueries({ queryKey: getGetCompanyChangeOrderQueryKey(id) }),
    },
  });
}

/** The company's reports (My Account's route data, my-account.route.ts). */
export const reportsQuery = () => getListCompanyReportsQueryOptions();

/**
 * The company's reports (`query`: reportsQuery's), asked again every few seconds while one is
 * queued or running and the watch that began at `watchSince` (ms) lasts (see `reportPollDelay`).
 */
export const useCompanyReports = (query: ReturnType<typeof reportsQuery>, watchSince: number | null) =>
  useQuery({
    ...query,
    refetchInterval: (current) =>
      reportPollDelay(Array.isArray(current.state.data) ? current.state.data : [], watchSince, Date.now()),
  });

/** Runs a report again: its row shows the queued run at once; the screen's watch polls for the result. */
export function useRunReportAndShow() {
  const queryClient = useQueryClient();
  return useRunCompanyReport({
    mutation: {
      onSuccess: (report) =>
        queryClient.setQueryData<CompanyReport[]>(getListCompanyReportsQueryKey(), (rows) =>
          Array.isArray(rows) ? rows.map((row) => (row.id === report.id ? report : row)) : rows,
        ),
    },
  });
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, shownPage, type CarrierSearchResult, type PagedList } from '../../../api';
import { paths } from '../../../config/paths';
import { CARRIER_SORTS, PAGE_SIZE, shownCarrierSort, type CarrierSearchState, type CarrierSort } from '../../../domain';
import { DataTable, sortFromString, type DataTableState } from '../../../ui/data-table';
import { localToday } from '../../../lib/local-date';
import { carrierColumns } from './carrier-columns';
import type { MyCarrierActions } from './my-carrier-actions';

/** The query behind the results as the table reads it. */
export interface ResultsQuery extends DataTableState {
  data?: PagedList<CarrierSearchResult>;
  error: unknown;
}

/**
 * The carrier results table of Carrier Search and Carrier Search Results (the list pattern: one
 * DataTable, paging from the headers, sort and page in the URL, Enter or a click opens the profile).
 * `searched` is false when nothing was asked (a bare screen, the plan limit): the table then says
 * why instead of loading.
 */
export function CarrierResultsTable({
  query,
  searched,
  emptyMessage,
  state,
  onChange,
  actions,
}: {
  query: ResultsQuery;
  searched: boolean;
  emptyMessage: string;
  state: CarrierSearchState;
  onChange: (next: Partial<CarrierSearchState>) => void;
  actions: MyCarrierActions;
}) {
  const navigate = useNavigate();
  const showSafetyRating = state.filters.showSafetyRating;
  const columns = useMemo(
    () => carrierColumns<CarrierSearchResult>({ today: localToday(), showSafetyRating, actions }),
    [showSafetyRating, actions],
  );
  const { rows, paging } = shownPage(query);
  const settled = { isPending: false, isError: false, isFetching: false, refetch: query.refetch };
  return (
    <DataTable
      label="Carrier search results"
      columns={columns}
      rows={searched ? rows : []}
      getRowId={(row) => String(row.id)}
      state={searched ? query : settled}
      emptyMessage={emptyMessage}
      errorMessage={`Could not search carriers: ${errorMessage(query.error)}`}
      sort={sortFromString(shownCarrierSort(state))}
      onSortChange={(next) => {
        const sort = `${next.key} ${next.direction}`;
        onChange({ sort: CARRIER_SORTS.find((s) => s === sort) ?? (null as CarrierSort | null) });
      }}
      onOpenRow={(row) => void navigate(paths.carrierDetail.href(row.id))}
      paging={searched ? paging : undefined}
      pageSize={PAGE_SIZE}
      itemName="carriers"
      onPageChange={(page) => onChange({ page })}
    />
  );
}

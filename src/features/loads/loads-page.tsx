import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, shownPage, useCurrentUser } from '../../api';
import { paths } from '../../config/paths';
import { DEFAULT_SORTS, LOADS_LIST, LOAD_TABS, PAGE_SIZE, type LoadTab } from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import { LOAD_COLUMNS } from './load-columns';
import { LoadFilters } from './load-filters';
import { LOAD_TAB_EMPTY, LOAD_TAB_LABELS } from './load-labels';
import { loadsQueries } from './loads.route';

function defaultSort(tab: LoadTab): string {
  if (tab === 'open') return DEFAULT_SORTS.loads;
  return tab === 'closed' ? DEFAULT_SORTS.closedLoads : DEFAULT_SORTS.exceptionTabs;
}

/**
 * Loads list: the open and closed loads and the eight exception tabs, 50 a page, each tab sent as
 * its query by the domain (loadsListQuery, through the route data). Tab, filters, sort and page live in the URL; the last
 * search comes back from storage when the user returns to the list.
 */
export default function LoadsPage() {
  const navigate = useNavigate();
  const { state, change, setFilters, filtered, clearFilters, restoring } = useListUrlState(LOADS_LIST);
  // The route's loader started this same query (loads.route.ts) while this code loaded.
  const list = useQuery(loadsQueries(state, useCurrentUser().data ?? null).list);
  const { rows, paging } = shownPage(list);

  if (restoring) return null;
  return (
    <ListPage
      title="Loads"
      tabs={LOAD_TABS}
      tabLabels={LOAD_TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => change({ tab })}
      filters={<LoadFilters state={state} onChange={setFilters} />}
      onClearFilters={filtered ? clearFilters : undefined}
    >
      <DataTable
        label={`${LOAD_TAB_LABELS[state.tab]} loads`}
        columns={LOAD_COLUMNS}
        rows={rows}
        getRowId={(load) => String(load.id)}
        state={list}
        emptyMessage={filtered ? 'No loads match these filters.' : LOAD_TAB_EMPTY[state.tab]}
        errorMessage={`Could not load the loads: ${errorMessage(list.error)}`}
        sort={sortFromString(state.sort ?? defaultSort(state.tab))}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(load) => void navigate(paths.loadDetail.href(load.id))}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="loads"
        onPageChange={(page) => change({ page })}
      />
    </ListPage>
  );
}

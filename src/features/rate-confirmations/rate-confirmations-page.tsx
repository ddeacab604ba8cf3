import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, shownPage, useCurrentUser } from '../../api';
import { paths } from '../../config/paths';
import { PAGE_SIZE, RATE_CONFIRMATIONS_LIST, RATE_CONFIRMATION_TABS } from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import { RC_TAB_EMPTY, RC_TAB_LABELS } from './labels';
import { RATE_CONFIRMATION_COLUMNS } from './rate-confirmation-columns';
import { RateConfirmationFilters } from './rate-confirmation-filters';
import { rateConfirmationsQueries } from './rate-confirmations.route';

/**
 * Rate Confirmations: the all, viewed, flagged and delivered lists, id descending, 50 a page, with
 * "Created by me" and the carrier's legal name. List, filters, sort and page live in the URL.
 */
export default function RateConfirmationsPage() {
  const navigate = useNavigate();
  const { state, change, setFilters, filtered, clearFilters } = useListUrlState(RATE_CONFIRMATIONS_LIST);
  // The route's loader started this same query (rate-confirmations.route.ts) while this code loaded.
  const list = useQuery(rateConfirmationsQueries(state, useCurrentUser().data ?? null).list);
  const { rows, paging } = shownPage(list);

  return (
    <ListPage
      title="Rate Confirmations"
      tabs={RATE_CONFIRMATION_TABS}
      tabLabels={RC_TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => change({ tab })}
      filters={<RateConfirmationFilters state={state} onChange={setFilters} />}
      onClearFilters={filtered ? clearFilters : undefined}
    >
      <DataTable
        label={`${RC_TAB_LABELS[state.tab]} rate confirmations`}
        columns={RATE_CONFIRMATION_COLUMNS}
        rows={rows}
        getRowId={(rc) => String(rc.id)}
        state={list}
        emptyMessage={filtered ? 'No rate confirmations match these filters.' : RC_TAB_EMPTY[state.tab]}
        errorMessage={`Could not load the rate confirmations: ${errorMessage(list.error)}`}
        sort={sortFromString(state.sort ?? 'id desc')}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(rc) => void navigate(paths.rateConfirmationDetail.href(rc.id))}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="rate confirmations"
        onPageChange={(page) => change({ page })}
      />
    </ListPage>
  );
}

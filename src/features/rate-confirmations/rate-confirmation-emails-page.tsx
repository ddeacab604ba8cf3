import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, shownPage } from '../../api';
import { paths } from '../../config/paths';
import { PAGE_SIZE, RATE_CONFIRMATION_EMAILS_LIST, RATE_CONFIRMATION_EMAIL_TABS } from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import { TextFilter } from '../../ui/text-filter';
import { EMAIL_COLUMNS } from './email-columns';
import { EMAIL_TAB_EMPTY, EMAIL_TAB_LABELS } from './labels';
import { rateConfirmationEmailsQueries } from './rate-confirmation-emails.route';

/**
 * Rate Confirmation Emails: all, flagged, undelivered (any status but flagged and completed) and
 * delivered, the e-mails the mailbox sent and those it received, 50 a page, by subject. Its path is
 * a static segment ranked above the rate confirmation's id (src/config/paths.ts).
 */
export default function RateConfirmationEmailsPage() {
  const navigate = useNavigate();
  const { state, change, setFilters, filtered, clearFilters } = useListUrlState(RATE_CONFIRMATION_EMAILS_LIST);
  // The route's loader started this same query (rate-confirmation-emails.route.ts) while this code loaded.
  const list = useQuery(rateConfirmationEmailsQueries(state).list);
  const { rows, paging } = shownPage(list);

  return (
    <ListPage
      title="Rate Confirmation Emails"
      tabs={RATE_CONFIRMATION_EMAIL_TABS}
      tabLabels={EMAIL_TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => change({ tab })}
      filters={
        <TextFilter
          label="Subject"
          placeholder="Load number, lane…"
          value={state.filters.subject}
          maxLength={200}
          onCommit={(subject) => setFilters({ subject }, { replace: true })}
          w={240}
        />
      }
      onClearFilters={filtered ? clearFilters : undefined}
    >
      <DataTable
        label={`${EMAIL_TAB_LABELS[state.tab]} rate confirmation e-mails`}
        columns={EMAIL_COLUMNS}
        rows={rows}
        getRowId={(m) => String(m.id)}
        state={list}
        emptyMessage={filtered ? 'No e-mails match this subject.' : EMAIL_TAB_EMPTY[state.tab]}
        errorMessage={`Could not load the e-mails: ${errorMessage(list.error)}`}
        sort={sortFromString(state.sort ?? 'id desc')}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(m) => void navigate(paths.rateConfirmationEmailDetail.href(m.id))}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="e-mails"
        onPageChange={(page) => change({ page })}
      />
    </ListPage>
  );
}

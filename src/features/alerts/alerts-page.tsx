import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  ALERTS_LIST,
  errorMessage,
  fieldErrors,
  isHandledError,
  shownPage,
  useChangeTicket,
  useCurrentUser,
  type Ticket,
  type TicketChange,
} from '../../api';
import { paths } from '../../config/paths';
import {
  ALERT_TABS,
  DEFAULT_SORTS,
  alertsListQuery,
  alertsPageSize,
  isMovementTab,
  movementEvents,
  type AlertTab,
} from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { notify } from '../../ui/notify';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useAlertColumns } from './alert-columns';
import { AlertFilters } from './alert-filters';
import { ALERT_TAB_LABELS } from './alert-labels';
import { alertsQueries } from './alerts.route';
import { ClosedEventsSummary } from './closed-events-summary';
import { useAssignees } from './use-assignees';

/** A refused change, said where the broker looks: the field's reason when the server gave one. */
function reportRefusal(change: TicketChange, error: unknown) {
  // Failures the app does not hand to screens already raised a notification of their own.
  if (!isHandledError(error)) return;
  const [field] = Object.values(fieldErrors(error));
  notify('error', field ?? errorMessage(error), `Alert ${change.ticket.id} was not changed`);
}

/**
 * What a tab shows of its page: on the movement views one row per movement, its newest alert (the
 * movement column says how many it gathers); on the closed views the time each was closed.
 */
function useTicketView(tab: AlertTab, page: readonly Ticket[] | undefined) {
  return useMemo(() => {
    const closed = tab.endsWith('closed');
    if (!isMovementTab(tab) || !page) return { rows: page, columns: { closed } };
    const events = movementEvents(page);
    return {
      rows: events.map((e) => e.ticket),
      columns: { closed, movementAlerts: new Map(events.map((e) => [e.ticket.id, e.alerts])) },
    };
  }, [tab, page]);
}

/**
 * Alerts list: open, closed, pending and recommended alerts and the ticket views (movement,
 * rate confirmation, closed load-lock events), 50 a page (20 on the movement views), each tab sent as its query
 * by the domain (alertsListQuery). An alert's status and assignee change in place (PATCH
 * tickets/{id}), optimistically, and roll back with a message when the server refuses; the
 * navigation's alert count is fetched again after each change. Tab, filters, sort and page live in
 * the URL and the last search comes back from storage.
 */
export default function AlertsPage() {
  const navigate = useNavigate();
  const { state, change, setFilters, filtered, clearFilters, restoring } = useListUrlState(ALERTS_LIST);
  const user = useCurrentUser().data ?? null;
  const userId = user?.user.id ?? null;
  const params = useMemo(() => alertsListQuery(state, userId), [state, userId]);
  // The route's loader started this same query (alerts.route.ts) while this code loaded.
  const list = useQuery(alertsQueries(state, user).list);
  const { rows: page, paging } = shownPage(list);
  const view = useTicketView(state.tab, page);
  const { assignees, loading } = useAssignees();
  const { change: changeTicket } = useChangeTicket(params);
  const onChange = useCallback(
    (next: TicketChange) => changeTicket(next, (error) => reportRefusal(next, error)),
    [changeTicket],
  );
  const columns = useAlertColumns(assignees, loading, onChange, view.columns);

  if (restoring) return null;
  return (
    <ListPage
      title="Alerts"
      tabs={ALERT_TABS}
      tabLabels={ALERT_TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => change({ tab })}
      filters={<AlertFilters state={state} onChange={setFilters} />}
      onClearFilters={filtered ? clearFilters : undefined}
    >
      {state.tab === 'load-lock-closed' && page?.length ? <ClosedEventsSummary tickets={page} /> : null}
      <DataTable
        label={`${ALERT_TAB_LABELS[state.tab]} alerts`}
        columns={columns}
        rows={view.rows}
        getRowId={(t) => String(t.id)}
        state={list}
        emptyMessage={
          filtered ? 'No alerts match these filters.' : `No ${ALERT_TAB_LABELS[state.tab].toLowerCase()} alerts.`
        }
        errorMessage={`Could not load the alerts: ${errorMessage(list.error)}`}
        sort={sortFromString(state.sort ?? DEFAULT_SORTS.alerts)}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(t) => void navigate(paths.loadDetail.href(t.load_id))}
        paging={paging}
        pageSize={alertsPageSize(state.tab)}
        itemName="alerts"
        itemsOnPage={page?.length}
        onPageChange={(page) => change({ page })}
      />
    </ListPage>
  );
}

import { Anchor, Group, MultiSelect, NativeSelect, Switch, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  TicketStatus,
  TicketType,
  errorMessage,
  fieldErrors,
  isHandledError,
  useChangeTicket,
  useCurrentUser,
  useListLoadLockAssignees,
  useTicketsPage,
  type ListLoadLockAssigneesParams,
  type ListTicketsParams,
  type Ticket,
  type TicketChange,
} from '../../api';
import { paths } from '../../app/paths';
import {
  ALERT_TABS,
  DEFAULT_SORTS,
  PAGE_SIZE,
  RECOMMENDED_ALERT_TYPES,
  alertsListQuery,
  alertsListSpec,
  assigneeQuery,
  defaultListState,
  isSelfStaff,
  ticketRole,
  withCurrentUser,
  type AlertsListState,
} from '../../domain';
import { DataTable, sortFromString, type DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatPlace } from '../../ui/format';
import { notify } from '../../ui/notify';
import { ListPage } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import { ALERT_STATUS_COLORS, ALERT_STATUS_LABELS, ALERT_TAB_LABELS, ALERT_TYPE_LABELS } from './alert-labels';

const ALERTS_LIST = alertsListSpec(Object.values(TicketType));
const DEFAULT_FILTERS = defaultListState(ALERTS_LIST).filters;
const TYPE_OPTIONS = Object.values(TicketType).map((value) => ({ value, label: ALERT_TYPE_LABELS[value] }));
const RECOMMENDED_OPTIONS = TYPE_OPTIONS.filter((o) =>
  (RECOMMENDED_ALERT_TYPES as readonly string[]).includes(o.value),
);
/** A status's colour as a dot beside its name (the name carries the meaning). */
function StatusDot({ color }: { color: string }) {
  return (
    <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${color}-6)` }} />
  );
}

/** Selects inside a 26-pixel table row. */
const COMPACT_SELECT = { height: 22, minHeight: 22, lineHeight: '20px', paddingTop: 0, paddingBottom: 0, fontSize: 12 };
const STATUS_OPTIONS = Object.values(TicketStatus).map((value) => ({ value, label: ALERT_STATUS_LABELS[value] }));

interface Assignee {
  id: number;
  full_name: string;
  email: string;
}

/** The assignees an alert can be given: the load-lock list for the user's ticket role, the user added when absent. */
function useAssignees(): { assignees: Assignee[]; loading: boolean } {
  const user = useCurrentUser().data?.user;
  const role = ticketRole(user ?? null);
  const { data, isPending } = useListLoadLockAssignees(assigneeQuery(role) as ListLoadLockAssigneesParams, {
    query: { enabled: role !== 'blocked', staleTime: 300_000 },
  });
  const assignees = useMemo(() => {
    const listed = (Array.isArray(data) ? data : []).map((a) => ({ ...a, is_self_staff: isSelfStaff(a.scopes) }));
    return user ? withCurrentUser(listed, user) : listed;
  }, [data, user]);
  return { assignees, loading: role !== 'blocked' && isPending };
}

function AlertFilters({
  state,
  onChange,
}: {
  state: AlertsListState;
  onChange: (filters: Partial<AlertsListState['filters']>, replace?: boolean) => void;
}) {
  const { type, mine, load } = state.filters;
  const [typedLoad, setTypedLoad] = useState(load === null ? '' : String(load));
  const [shown, setShown] = useState(load);
  if (shown !== load) {
    setShown(load);
    setTypedLoad(load === null ? '' : String(load));
  }
  const commitLoad = () => {
    const value = typedLoad.trim();
    onChange({ load: /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null });
    if (value !== '' && !/^[1-9]\d{0,9}$/.test(value)) setTypedLoad('');
  };
  return (
    <Group gap="xs" align="flex-end">
      <MultiSelect
        size="xs"
        label="Alert type"
        placeholder={type.length ? undefined : 'Any'}
        data={state.tab === 'recommended' ? RECOMMENDED_OPTIONS : TYPE_OPTIONS}
        value={type}
        onChange={(value) => onChange({ type: value })}
        clearable
        searchable
        w={300}
      />
      <TextInput
        size="xs"
        label="Load"
        placeholder="Load id"
        inputMode="numeric"
        value={typedLoad}
        onChange={(event) => setTypedLoad(event.currentTarget.value)}
        onBlur={commitLoad}
        onKeyDown={(event) => event.key === 'Enter' && commitLoad()}
        w={110}
      />
      <Switch
        size="xs"
        label="Assigned to me"
        checked={mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}

/**
 * Alerts list: open, closed, pending and recommended alerts, 50 a page, each tab sent as its query
 * by the domain (alertsListQuery). An alert's status and assignee change in place (PATCH
 * tickets/{id}), optimistically, and roll back with a message when the server refuses; the
 * navigation's alert count is fetched again after each change. Tab, filters, sort and page live in
 * the URL and the last search comes back from storage.
 */
export default function AlertsPage() {
  const navigate = useNavigate();
  const { state, change, restoring } = useListUrlState(ALERTS_LIST);
  const user = useCurrentUser().data?.user;
  const params = useMemo(() => alertsListQuery(state, user?.id ?? null) as ListTicketsParams, [state, user?.id]);
  const list = useTicketsPage(params);
  const { assignees, loading: assigneesLoading } = useAssignees();
  const onFailure = (failed: TicketChange, error: unknown) => {
    // Failures the app does not hand to screens already raised a notification of their own.
    if (!isHandledError(error)) return;
    const [field] = Object.values(fieldErrors(error));
    notify('error', field ?? errorMessage(error), `Alert ${failed.ticket.id} was not changed`);
  };
  const { change: changeTicket } = useChangeTicket(params, onFailure);
  const onFilters = useMemo(
    () => (filters: Partial<AlertsListState['filters']>, replace?: boolean) => change({ filters }, { replace }),
    [change],
  );
  const filtered = JSON.stringify(state.filters) !== JSON.stringify(DEFAULT_FILTERS);

  const columns = useMemo((): DataTableColumn<Ticket>[] => {
    const assigneeOptions = (ticket: Ticket) => {
      const options = assignees.map((a) => ({ value: String(a.id), label: a.full_name || a.email }));
      if (ticket.assignee && !assignees.some((a) => a.id === ticket.assignee?.id))
        options.push({ value: String(ticket.assignee.id), label: ticket.assignee.full_name || ticket.assignee.email });
      return [{ value: '', label: 'Unassigned' }, ...options];
    };
    return [
      {
        id: 'id',
        header: 'Alert',
        sortKey: 'id',
        descFirst: true,
        cell: (t) => (
          <Text span fz="inherit" fw={600}>
            {t.id}
          </Text>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        maxWidth: 210,
        title: (t) => [ALERT_TYPE_LABELS[t.is_type] ?? t.is_type, t.message].filter(Boolean).join(': '),
        cell: (t) => ALERT_TYPE_LABELS[t.is_type] ?? t.is_type,
      },
      {
        id: 'status',
        header: 'Status',
        cell: (t) => (
          <NativeSelect
            size="xs"
            aria-label={`Status of alert ${t.id}`}
            data={STATUS_OPTIONS}
            value={t.status}
            onChange={(event) =>
              changeTicket({ ticket: t, update: { status: event.currentTarget.value as TicketStatus } })
            }
            leftSection={<StatusDot color={ALERT_STATUS_COLORS[t.status] ?? 'gray'} />}
            leftSectionWidth={20}
            styles={{ input: { ...COMPACT_SELECT, fontWeight: 600 } }}
            w={128}
          />
        ),
      },
      {
        id: 'assignee',
        header: 'Assignee',
        cell: (t) => (
          <NativeSelect
            size="xs"
            aria-label={`Assignee of alert ${t.id}`}
            data={assigneeOptions(t)}
            value={t.assignee_id === null ? '' : String(t.assignee_id)}
            disabled={assigneesLoading}
            onChange={(event) => {
              const id = event.currentTarget.value === '' ? null : Number(event.currentTarget.value);
              const chosen = assignees.find((a) => a.id === id) ?? (id === t.assignee?.id ? t.assignee : null);
              changeTicket({
                ticket: t,
                update: { assignee_id: id },
                assignee: chosen ? { id: chosen.id, full_name: chosen.full_name, email: chosen.email } : null,
              });
            }}
            styles={{ input: COMPACT_SELECT }}
            w={140}
          />
        ),
      },
      {
        id: 'load',
        header: 'Load',
        cell: (t) => (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={paths.loadDetail.href(t.load_id)} fz="inherit" fw={600}>
              {t.load_id}
            </Anchor>
            <Text span size="xs" c="dimmed">
              {t.load?.reference_number}
            </Text>
          </Group>
        ),
      },
      {
        id: 'lane',
        header: 'Lane',
        sortKey: 'origin',
        maxWidth: 245,
        // The pickup time is in the tooltip: the row keeps the lane whole on a laptop screen.
        title: (t) =>
          `${formatPlace(t.load?.origin)} → ${formatPlace(t.load?.destination)}` +
          (t.load?.pickup_at ? `, pickup ${formatDateTime(t.load.pickup_at)}` : ''),
        cell: (t) => `${formatPlace(t.load?.origin)} → ${formatPlace(t.load?.destination)}`,
      },
      {
        id: 'carrier',
        header: 'Carrier',
        maxWidth: 140,
        title: (t) => t.load?.carrier?.dba_name || t.load?.carrier?.legal_name || undefined,
        cell: (t) => t.load?.carrier?.dba_name || t.load?.carrier?.legal_name || '—',
      },
      {
        id: 'raised',
        header: 'Raised',
        sortKey: 'created_at',
        descFirst: true,
        cell: (t) => formatDateTime(t.created_at),
      },
    ];
  }, [assignees, assigneesLoading, changeTicket]);

  if (restoring) return null;
  return (
    <ListPage
      title="Alerts"
      tabs={ALERT_TABS}
      tabLabels={ALERT_TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => change({ tab })}
      filters={<AlertFilters state={state} onChange={onFilters} />}
      onClearFilters={filtered ? () => change({ filters: DEFAULT_FILTERS }) : undefined}
    >
      <DataTable
        label={`${ALERT_TAB_LABELS[state.tab]} alerts`}
        columns={columns}
        rows={list.rows}
        getRowId={(t) => String(t.id)}
        state={list}
        emptyMessage={
          filtered ? 'No alerts match these filters.' : `No ${ALERT_TAB_LABELS[state.tab].toLowerCase()} alerts.`
        }
        errorMessage={`Could not load the alerts: ${errorMessage(list.error)}`}
        sort={sortFromString(state.sort ?? DEFAULT_SORTS.alerts)}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(t) => void navigate(paths.loadDetail.href(t.load_id))}
        paging={list.paging}
        pageSize={PAGE_SIZE}
        itemName="alerts"
        onPageChange={(page) => change({ page })}
      />
    </ListPage>
  );
}

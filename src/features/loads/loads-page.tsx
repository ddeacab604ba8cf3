import { Anchor, Group, MultiSelect, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, useCurrentUser, useLoadsPage, type ListLoadsParams, type Load } from '../../api';
import { paths } from '../../app/paths';
import {
  DEFAULT_SORTS,
  LOADS_LIST,
  LOAD_TABS,
  PAGE_SIZE,
  TRACKING_STATUSES,
  defaultListState,
  loadsListQuery,
  type LoadTab,
  type LoadsListState,
} from '../../domain';
import { DataTable, sortFromString, type DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatMiles, formatPlace, humanize } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { ListPage } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import {
  LOAD_STATUS_COLORS,
  loadStatusLabel,
  LOAD_TAB_EMPTY,
  LOAD_TAB_LABELS,
  TRACKING_STATUS_COLORS,
} from './load-labels';

const LOADS_LIST_DEFAULT_FILTERS = defaultListState(LOADS_LIST).filters;
const TRACKING_OPTIONS = TRACKING_STATUSES.map((value) => ({ value, label: humanize(value) }));
/** How long typing in the load number waits before it searches. */
const TYPING_DELAY_MS = 300;

function defaultSort(tab: LoadTab): string {
  if (tab === 'open') return DEFAULT_SORTS.loads;
  return tab === 'closed' ? DEFAULT_SORTS.closedLoads : DEFAULT_SORTS.exceptionTabs;
}

const stopCell = (stop: Load['stops'][number] | undefined) =>
  stop ? (
    <Group gap={6} wrap="nowrap">
      <span>{formatPlace(stop)}</span>
      <Text span size="xs" c="dimmed">
        {formatDateTime(stop.appointment_start)}
      </Text>
    </Group>
  ) : (
    '—'
  );

const columns: DataTableColumn<Load>[] = [
  {
    id: 'id',
    header: 'Load',
    sortKey: 'id',
    descFirst: true,
    cell: (load) => (
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={paths.loadDetail.href(load.id)} fz="inherit" fw={600}>
          {load.id}
        </Anchor>
        <Text span size="xs" c="dimmed">
          {load.reference_number}
        </Text>
      </Group>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (load) => (
      <StatusBadge color={LOAD_STATUS_COLORS[load.status] ?? 'gray'}>{loadStatusLabel(load.status)}</StatusBadge>
    ),
  },
  {
    id: 'tracking',
    header: 'Tracking',
    cell: (load) => (
      <StatusBadge variant="dot" color={TRACKING_STATUS_COLORS[load.tracking_status] ?? 'gray'}>
        {humanize(load.tracking_status)}
      </StatusBadge>
    ),
  },
  {
    id: 'carrier',
    header: 'Carrier',
    maxWidth: 220,
    title: (load) => load.carrier?.dba_name || load.carrier?.legal_name || undefined,
    cell: (load) =>
      load.carrier?.dba_name ||
      load.carrier?.legal_name || (
        <Text span size="xs" c="dimmed">
          Not covered
        </Text>
      ),
  },
  { id: 'origin', header: 'Origin', sortKey: 'origin', cell: (load) => stopCell(load.stops[0]) },
  { id: 'destination', header: 'Destination', sortKey: 'destination', cell: (load) => stopCell(load.stops.at(-1)) },
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (load) =>
      load.vehicle ? (
        (load.vehicle.unit_number ?? `…${load.vehicle.vin.slice(-6)}`)
      ) : (
        <Text span size="xs" c="dimmed">
          Unassigned
        </Text>
      ),
  },
  { id: 'miles', header: 'Miles', align: 'right', cell: (load) => formatMiles(load.billable_miles) },
  {
    id: 'alerts',
    header: 'Alerts',
    align: 'right',
    cell: (load) =>
      load.open_alerts_count > 0 ? (
        <Anchor component={Link} to={`${paths.alerts.href()}?load=${load.id}`} fz="inherit" c="red.8" fw={600}>
          {load.open_alerts_count}
        </Anchor>
      ) : (
        <Text span fz="inherit" c="dimmed">
          0
        </Text>
      ),
  },
];

/** The filters above the loads table; the load number waits for a pause in typing. */
function LoadFilters({
  state,
  onChange,
}: {
  state: LoadsListState;
  onChange: (filters: Partial<LoadsListState['filters']>, replace?: boolean) => void;
}) {
  const { reference, tracking, mine, pickup_from: from, pickup_to: to } = state.filters;
  const [typed, setTyped] = useState(reference);
  const [shown, setShown] = useState(reference);
  // The URL changed under us (back, forward, clear): show what it says.
  if (shown !== reference) {
    setShown(reference);
    setTyped(reference);
  }
  useEffect(() => {
    if (typed.trim() === reference) return undefined;
    const timer = window.setTimeout(() => onChange({ reference: typed }, true), TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, reference, onChange]);

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        size="xs"
        label="Load number"
        placeholder="Search by load number"
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.currentTarget.value)}
        w={200}
      />
      <MultiSelect
        size="xs"
        label="Tracking status"
        placeholder={tracking.length ? undefined : 'Any'}
        data={TRACKING_OPTIONS}
        value={tracking}
        onChange={(value) => onChange({ tracking: value })}
        clearable
        w={260}
      />
      <TextInput
        size="xs"
        type="date"
        label="Pickup from"
        value={from ?? ''}
        onChange={(event) => onChange({ pickup_from: event.currentTarget.value || null })}
        w={140}
      />
      <TextInput
        size="xs"
        type="date"
        label="Pickup to"
        value={to ?? ''}
        onChange={(event) => onChange({ pickup_to: event.currentTarget.value || null })}
        w={140}
      />
      <Switch
        size="xs"
        label="My loads"
        checked={mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}

/**
 * Loads list: the open and closed loads and the eight exception tabs, 50 a page, each tab sent as
 * its query by the domain (loadsListQuery). Tab, filters, sort and page live in the URL; the last
 * search comes back from storage when the user returns to the list.
 */
export default function LoadsPage() {
  const navigate = useNavigate();
  const { state, change, restoring } = useListUrlState(LOADS_LIST);
  const user = useCurrentUser().data?.user;
  const params = useMemo(() => loadsListQuery(state, user?.id ?? null) as ListLoadsParams, [state, user?.id]);
  const list = useLoadsPage(params);
  const onFilters = useMemo(
    () => (filters: Partial<LoadsListState['filters']>, replace?: boolean) => change({ filters }, { replace }),
    [change],
  );
  const filtered = JSON.stringify(state.filters) !== JSON.stringify(LOADS_LIST_DEFAULT_FILTERS);
  const sort = sortFromString(state.sort ?? defaultSort(state.tab));

  if (restoring) return null;
  return (
    <ListPage
      title="Loads"
      tabs={LOAD_TABS}
      tabLabels={LOAD_TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => change({ tab })}
      filters={<LoadFilters state={state} onChange={onFilters} />}
      onClearFilters={filtered ? () => change({ filters: LOADS_LIST_DEFAULT_FILTERS }) : undefined}
    >
      <DataTable
        label={`${LOAD_TAB_LABELS[state.tab]} loads`}
        columns={columns}
        rows={list.rows}
        getRowId={(load) => String(load.id)}
        state={list}
        emptyMessage={filtered ? 'No loads match these filters.' : LOAD_TAB_EMPTY[state.tab]}
        errorMessage={`Could not load the loads: ${errorMessage(list.error)}`}
        sort={sort}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(load) => void navigate(paths.loadDetail.href(load.id))}
        paging={list.paging}
        pageSize={PAGE_SIZE}
        itemName="loads"
        onPageChange={(page) => change({ page })}
      />
    </ListPage>
  );
}

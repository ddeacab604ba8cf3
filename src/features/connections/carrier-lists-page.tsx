import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, type Connection, type Subscription } from '../../api';
import { paths } from '../../config/paths';
import { CONNECTION_SORTS, PAGE_SIZE, bulkActionsFor, carrierName, type FilterSetList } from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { lazyDialog } from '../../ui/lazy-dialog';
import { ListPage } from '../../ui/list-page';
import { useRouteHandle } from '../../ui/use-route-handle';
import type { AddCarriersDialog as AddCarriers } from './add-carriers-dialog';
import type { BulkItem } from './bulk-actions';
import { BulkBar } from './bulk-bar';
import { CarrierListFilters } from './carrier-list-filters';
import { TAB_EMPTY, TAB_LABELS } from './carrier-list-labels';
import { connectionKey, subscriptionKey, useConnectionColumns, useSubscriptionColumns } from './list-columns';
import { useCarrierLists } from './use-carrier-lists';
import { useSelection } from './use-selection';

// The dialog (its form, the contract's validators, Mantine's Modal) loads when first opened or when
// its button is pointed at: the list's first paint does not wait for it.
const AddCarriersDialog = lazyDialog<ComponentProps<typeof AddCarriers>>(
  () => import('./add-carriers-dialog').then((m) => m.AddCarriersDialog),
  (props) => props.opened,
);

const itemOf = (key: string, carrier: Connection['carrier'], connectionId: number | null): BulkItem => ({
  key,
  carrierId: carrier.id,
  connectionId,
  label: `${carrierName(carrier) ?? `Carrier ${carrier.id}`}${carrier.dot_number ? ` (DOT ${carrier.dot_number})` : ''}`,
});

/**
 * The carrier lists: Connections (/carriers/connections, plans with rules) and My Carriers
 * (/carriers/Mine, /carriers/my-carriers). The list tabs (my carriers, in progress, on hold, do not
 * dispatch, dismissed) page the broker's connections with each tab's query from the domain; with
 * rules, the assessment tabs page my carriers by rules assessment. Filters come from the default
 * filter set on arrival and can be saved; the last search comes back on connections and
 * my-carriers. Selected rows take bulk actions; "Add carriers from a file" adds carriers by MC/DOT.
 */
export default function CarrierListsPage() {
  const navigate = useNavigate();
  const list: FilterSetList = useRouteHandle('id') === 'connections' ? 'connections' : 'my_carriers';
  const title = useRouteHandle('title') ?? 'My Carriers';
  const screen = useCarrierLists(list);
  const { state, permissions, call } = screen;
  const [adding, addDialog] = useDisclosure(false);

  const onConnections = call === 'connections';
  const rows = onConnections ? screen.connectionPage.rows : screen.subscriptionPage.rows;
  const pageKeys = onConnections
    ? (screen.connectionPage.rows ?? []).map(connectionKey)
    : (screen.subscriptionPage.rows ?? []).map(subscriptionKey);
  const bulkAllowed = permissions !== null && (permissions.changeLists.allowed || permissions.changeMyCarriers.allowed);
  const selection = useSelection(pageKeys, `${state.tab}|${state.page}|${state.filters.classifications.join(',')}`);
  const connectionColumns = useConnectionColumns(bulkAllowed ? selection : null);
  const subscriptionColumns = useSubscriptionColumns(bulkAllowed ? selection : null);
  const items: BulkItem[] = onConnections
    ? (screen.connectionPage.rows ?? [])
        .filter((row) => selection.has(connectionKey(row)))
        .map((row) => itemOf(connectionKey(row), row.carrier, row.id))
    : (screen.subscriptionPage.rows ?? [])
        .filter((row) => selection.has(subscriptionKey(row)))
        .map((row) => itemOf(subscriptionKey(row), row.carrier, null));

  if (screen.restoring) return null;
  const query = onConnections ? screen.connections : screen.subscriptions;
  const common = {
    label: `${TAB_LABELS[state.tab]} carriers`,
    state: query,
    emptyMessage: screen.filtered ? 'No carriers match these classifications.' : TAB_EMPTY[state.tab],
    errorMessage: `Could not load the carriers: ${errorMessage(query.error)}`,
    paging: onConnections ? screen.connectionPage.paging : screen.subscriptionPage.paging,
    pageSize: PAGE_SIZE,
    itemName: 'carriers',
    onPageChange: (page: number) => screen.change({ page }),
  };
  const changeMyCarriers = permissions?.changeMyCarriers;

  return (
    <ListPage
      title={title}
      tabs={screen.spec.tabs}
      tabLabels={TAB_LABELS}
      tab={state.tab}
      onTab={(tab) => screen.change({ tab })}
      filters={
        <>
          <CarrierListFilters
            state={state}
            onChange={screen.setFilters}
            list={list}
            classifications={screen.classifications}
            companyId={screen.companyId}
            userId={screen.userId}
            mine={screen.defaults.mine}
            company={screen.defaults.company}
          />
          {changeMyCarriers?.allowed ? (
            <Button
              size="xs"
              onClick={addDialog.open}
              onPointerEnter={AddCarriersDialog.preload}
              onFocus={AddCarriersDialog.preload}
            >
              Add carriers from a file
            </Button>
          ) : null}
        </>
      }
      onClearFilters={screen.filtered ? screen.clearFilters : undefined}
    >
      <Stack gap={6}>
        {!screen.canRule ? (
          <Text size="xs" c="dimmed">
            The rules assessment tabs (passing, partially passing, failed, incomplete) come with a plan that includes
            broker rules.
          </Text>
        ) : null}
        {permissions && !permissions.changeLists.allowed ? (
          <Text size="xs" c="dimmed" role="note">
            Changing carriers in bulk and adding them from a file are not available. {permissions.changeLists.reason}
          </Text>
        ) : null}
        {bulkAllowed && permissions ? (
          <BulkBar
            items={items}
            actions={bulkActionsFor(state.tab)}
            permissions={permissions}
            onClear={selection.clear}
          />
        ) : null}
        {onConnections ? (
          <DataTable<Connection>
            {...common}
            columns={connectionColumns}
            rows={rows as readonly Connection[] | undefined}
            getRowId={connectionKey}
            sort={sortFromString(state.sort ?? CONNECTION_SORTS[0])}
            onSortChange={(next) => screen.change({ sort: `${next.key} ${next.direction}` })}
            onOpenRow={(row) => void navigate(paths.carrierDetail.href(row.carrier_id))}
          />
        ) : (
          <DataTable<Subscription>
            {...common}
            columns={subscriptionColumns}
            rows={rows as readonly Subscription[] | undefined}
            getRowId={subscriptionKey}
            onOpenRow={(row) => void navigate(paths.carrierDetail.href(row.carrier_id))}
          />
        )}
      </Stack>
      <AddCarriersDialog opened={adding} onClose={addDialog.close} />
    </ListPage>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage, shownPage, useUpdateTruckPostingAndRefresh, type TruckPosting } from '../../api';
import { PAGE_SIZE, carrierName } from '../../domain';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { lazyDialog } from '../../ui/lazy-dialog';
import { notify } from '../../ui/notify';
import type { TruckPostingsQuery } from './exchange.route';
import { truckPostingColumns } from './truck-posting-columns';

// The posting form and the contract's validators load when a posting is first opened or started.
const TruckPostingDialog = lazyDialog(
  () => import('./truck-posting-dialog').then((m) => m.TruckPostingDialog),
  (props) => props.editing !== null,
);

/**
 * Exchange's Truck postings tab: the active postings (is_active), newest first, 50 a page; "New
 * truck posting" posts a carrier's truck, a row opens the posting to edit, "Switch off" ends it
 * after asking. The active list is reloaded after each change.
 */
export function TruckPostingsView({
  query,
  onPage,
  equipmentLabel,
}: {
  /** The page of active postings the address names (the route data's `trucks` query, exchange.route.ts). */
  query: TruckPostingsQuery;
  onPage: (page: number) => void;
  equipmentLabel: (value: string) => string;
}) {
  const postings = useQuery(query);
  const { rows, paging } = shownPage(postings);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [switchingOff, setSwitchingOff] = useState<TruckPosting | null>(null);
  const update = useUpdateTruckPostingAndRefresh();

  const columns = useMemo(
    () => truckPostingColumns({ equipmentLabel, onEdit: (p) => setEditing(p.id), onSwitchOff: setSwitchingOff }),
    [equipmentLabel],
  );
  const name = switchingOff ? (carrierName(switchingOff.carrier) ?? `carrier ${switchingOff.carrier_id}`) : '';

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Trucks your carriers told you about; they are matched to loads near their origin.
        </Text>
        <Button size="xs" onClick={() => setEditing('new')}>
          New truck posting
        </Button>
      </Group>
      <DataTable
        label="Active truck postings"
        columns={columns}
        rows={rows}
        getRowId={(p) => String(p.id)}
        state={postings}
        emptyMessage="No active truck postings."
        errorMessage={`Could not load the truck postings: ${errorMessage(postings.error)}`}
        onOpenRow={(p) => setEditing(p.id)}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="truck postings"
        onPageChange={onPage}
      />
      <TruckPostingDialog editing={editing} onClose={() => setEditing(null)} equipmentLabel={equipmentLabel} />
      <LazyConfirmDialog
        opened={switchingOff !== null}
        onClose={() => setSwitchingOff(null)}
        title={`Switch off the truck posting of ${name}?`}
        confirmLabel="Switch off"
        danger
        onConfirm={async () => {
          if (!switchingOff) return;
          await update.mutateAsync({ id: switchingOff.id, data: { truck_posting: { is_active: false } } });
          notify('success', `The truck posting of ${name} is switched off.`);
        }}
        errorText={errorMessage}
      >
        {switchingOff
          ? `${equipmentLabel(switchingOff.posted_equipment_type)} from ${switchingOff.origin_search_display_name} to ${
              switchingOff.destination_search_display_name ?? 'anywhere'
            }. It will no longer be matched to loads.`
          : null}
      </LazyConfirmDialog>
    </Stack>
  );
}

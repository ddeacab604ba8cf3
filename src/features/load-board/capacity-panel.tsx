import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  CAPACITY_PAGE_SIZE,
  errorMessage,
  shownPage,
  useCapacityPage,
  useReinstateCarrier,
  type CapacityMatch,
} from '../../api';
import { carrierName } from '../../domain';
import { DataTable } from '../../ui/data-table';
import { notify } from '../../ui/notify';
import { capacityColumns } from './capacity-columns';
import { SetAsideDialog, type SetAsideTarget } from './set-aside-dialog';

/**
 * Capacity for one load (matchCarriersForLoad, 20 a page): carriers with a truck posted or a vehicle
 * seen near the pickup, their deadheads, equipment, connection and rules assessment, each linking to
 * its profile; a carrier can be set aside with a reason, and one set aside reinstated.
 */
export function CapacityPanel({ loadId }: { loadId: number }) {
  const [page, setPage] = useState(1);
  const matches = useCapacityPage(loadId, page);
  const { rows, paging } = shownPage(matches);
  const [target, setTarget] = useState<SetAsideTarget | null>(null);
  const reinstate = useReinstateCarrier(loadId);

  const columns = useMemo(
    () =>
      capacityColumns({
        busyId: reinstate.isPending ? reinstate.variables.id : null,
        onSetAside: (match: CapacityMatch) =>
          setTarget({ carrierId: match.carrier.id, carrierName: nameOf(match), loadId }),
        onReinstate: (match: CapacityMatch) => {
          if (!match.disposition) return;
          reinstate.mutate(
            { id: match.disposition.id },
            {
              onSuccess: () => notify('success', `${nameOf(match)} is reinstated on load ${loadId}.`),
              onError: (error) => notify('error', errorMessage(error), `${nameOf(match)} was not reinstated`),
            },
          );
        },
      }),
    [loadId, reinstate],
  );

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Carriers with a truck posted or a vehicle seen near the pickup. Set aside the ones that will not take it.
      </Text>
      <DataTable
        label={`Capacity for load ${loadId}`}
        columns={columns}
        rows={rows}
        getRowId={(m) => String(m.carrier.id)}
        state={matches}
        emptyMessage="No carrier has a truck near this load yet."
        errorMessage={`Could not load the capacity: ${errorMessage(matches.error)}`}
        paging={paging}
        pageSize={CAPACITY_PAGE_SIZE}
        itemName="carriers"
        onPageChange={setPage}
        maxHeight={440}
      />
      <SetAsideDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

const nameOf = (match: CapacityMatch) => carrierName(match.carrier) ?? `Carrier ${match.carrier.id}`;

import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage, shownPage, useCapacityPage, useReinstateCarrier, type CapacityMatch } from '../../api';
import {
  CAPACITY_PAGE_SIZE,
  CAPACITY_SEARCH_CODEC,
  carrierName,
  changedCapacitySearch,
  type CapacitySearch,
} from '../../domain';
import { DataTable } from '../../ui/data-table';
import { lazyDialog } from '../../ui/lazy-dialog';
import { notify } from '../../ui/notify';
import { useUrlState } from '../../ui/url-state';
import { capacityColumns } from './capacity-columns';
import { CapacityFilters, capacityEmptyMessage } from './capacity-filters';
import type { SetAsideTarget } from './set-aside-dialog';

// Its form and the contract's validators load when a carrier is first set aside, not with the board.
const SetAsideDialog = lazyDialog(
  () => import('./set-aside-dialog').then((m) => m.SetAsideDialog),
  (props) => props.target !== null,
);

/**
 * Capacity for one load (matchCarriersForLoad, 20 a page): carriers with a truck posted or a vehicle
 * seen near the pickup, their deadheads, equipment, connection and rules assessment, each linking to
 * its profile; a carrier can be set aside with a reason, and one set aside reinstated. The search
 * (deadheads, match type, carriers set aside hidden, page) is in the address under `capacity_` keys;
 * a change goes back to page 1, and a typed deadhead replaces the history entry.
 */
export function CapacityPanel({ loadId }: { loadId: number }) {
  const [search, write] = useUrlState(CAPACITY_SEARCH_CODEC);
  const change = useCallback(
    (patch: Partial<Omit<CapacitySearch, 'page'>>, options: { replace?: boolean } = {}) =>
      write((current) => changedCapacitySearch(current, patch), options),
    [write],
  );
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page })), [write]);
  const matches = useCapacityPage(loadId, search);
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
      <CapacityFilters search={search} onChange={change} />
      <DataTable
        label={`Capacity for load ${loadId}`}
        columns={columns}
        rows={rows}
        getRowId={(m) => String(m.carrier.id)}
        state={matches}
        emptyMessage={capacityEmptyMessage(search)}
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

import { Anchor, Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  errorMessage,
  useCarrierNames,
  useLoadDispositions,
  useReinstateCarrier,
  type LoadCarrierDisposition,
} from '../../api';
import { paths } from '../../config/paths';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { formatDateTime, humanize } from '../../ui/format';
import { notify } from '../../ui/notify';
import { REASON_LABELS } from './labels';

/**
 * The carriers set aside on a load (listLoadCarrierDispositions), newest first, with why and who,
 * each reinstated with one click (deleteLoadCarrierDisposition). A carrier that is not among the
 * load's matches is named from its detail (a disposition carries only the carrier's id).
 */
export function SetAsideList({ loadId, names }: { loadId: number; names: ReadonlyMap<number, string> }) {
  const dispositions = useLoadDispositions(loadId);
  const reinstate = useReinstateCarrier(loadId);
  const busyId = reinstate.isPending ? reinstate.variables.id : null;
  const { mutate } = reinstate;
  const data = dispositions.data;
  const rows = dispositions.isError ? [] : data;
  const unnamed = useMemo(
    () => [...new Set((data ?? []).map((d) => d.carrier_id).filter((id) => !names.has(id)))],
    [data, names],
  );
  const looked = useCarrierNames(unnamed);

  const columns = useMemo((): DataTableColumn<LoadCarrierDisposition>[] => {
    const name = (d: LoadCarrierDisposition) =>
      names.get(d.carrier_id) ?? looked.get(d.carrier_id) ?? `Carrier ${d.carrier_id}`;
    return [
      {
        id: 'carrier',
        header: 'Carrier',
        maxWidth: 220,
        cell: (d) => (
          <Anchor component={Link} to={paths.carrierDetail.href(d.carrier_id)} fz="inherit" fw={600}>
            {name(d)}
          </Anchor>
        ),
      },
      { id: 'reason', header: 'Reason', cell: (d) => REASON_LABELS[d.reason] ?? humanize(d.reason) },
      { id: 'notes', header: 'Notes', maxWidth: 280, title: (d) => d.notes ?? undefined, cell: (d) => d.notes ?? '—' },
      { id: 'when', header: 'Set aside', cell: (d) => formatDateTime(d.created_at) },
      {
        id: 'reinstate',
        header: 'Reinstate',
        cell: (d) => (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={busyId === d.id}
            aria-label={`Reinstate ${name(d)}`}
            onClick={() =>
              mutate(
                { id: d.id },
                {
                  onSuccess: () => notify('success', `${name(d)} is reinstated on load ${loadId}.`),
                  onError: (error) => notify('error', errorMessage(error), `${name(d)} was not reinstated`),
                },
              )
            }
          >
            Reinstate
          </Button>
        ),
      },
    ];
  }, [busyId, loadId, mutate, names, looked]);

  return (
    <DataTable
      label={`Carriers set aside on load ${loadId}`}
      columns={columns}
      rows={rows}
      getRowId={(d) => String(d.id)}
      state={dispositions}
      emptyMessage="No carrier is set aside on this load."
      errorMessage={`Could not load the carriers set aside: ${errorMessage(dispositions.error)}`}
      maxHeight={440}
    />
  );
}

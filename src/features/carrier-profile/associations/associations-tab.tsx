import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  shownPage,
  useAssociatedCarriersPage,
  useBlockAssociatedCarriersAndRefresh,
  type BlockAssociatedCarriersResult,
} from '../../../api';
import {
  ASSOCIATIONS_LIST,
  ASSOCIATION_KINDS,
  ASSOCIATION_LABELS,
  PAGE_SIZE,
  associationsListQuery,
  isOnDoNotDispatch,
} from '../../../domain';
import { BulkResults, useBulk } from '../../../ui/bulk';
import { DataTable } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { useNestedListState } from '../../../ui/use-nested-list-state';
import type { ProfileTabProps } from '../profile-tab-props';
import { associationColumns } from './association-columns';
import { BlockByKindDialog, BlockChosenDialog, type BlockCall } from './block-dialogs';

const KIND_OPTIONS = ASSOCIATION_KINDS.map((value) => ({ value, label: ASSOCIATION_LABELS[value] }));
const carriers = (n: number) => `${n} ${n === 1 ? 'carrier' : 'carriers'}`;

/**
 * Associated carriers: carriers sharing e-mails, phones, addresses, contacts, sign-in addresses or
 * VINs with this one, filtered by kind (in the URL), with the per-kind totals; every carrier one
 * kind links, or the chosen ones, go on do-not-dispatch after a confirmation that says how many,
 * one call per kind, with progress and each kind's result.
 */
export default function AssociationsTab({ carrier }: ProfileTabProps) {
  const list = useNestedListState(ASSOCIATIONS_LIST, 'associations');
  const params = useMemo(() => associationsListQuery(list.state), [list.state]);
  const page = useAssociatedCarriersPage(carrier.id, params);
  const { rows, paging } = shownPage(page);
  const totals = page.isError ? null : page.data?.totals;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Each opening starts a dialog afresh (its kinds and notes: the dialogs reset them as they open).
  const [dialog, setDialog] = useState<'kinds' | 'chosen' | null>(null);
  const open = (which: 'kinds' | 'chosen') => setDialog(which);
  const block = useBlockAssociatedCarriersAndRefresh(carrier.id);
  const bulk = useBulk<BlockCall, BlockAssociatedCarriersResult>();

  const choose = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const columns = useMemo(() => associationColumns(chosen, choose), [chosen]);
  const chosenRows = (rows ?? []).filter((r) => chosen.has(r.carrier.id) && !isOnDoNotDispatch(r));

  const run = async (calls: BlockCall[], notes: string) => {
    await bulk.run(calls, (call) =>
      call.carrierIds ? block.byIds(call.kind, call.carrierIds, notes) : block.byKind(call.kind, notes),
    );
    setChosen(new Set());
    await block.refresh();
  };
  const shared = {
    carrier,
    onClose: () => setDialog(null),
    onBlock: run,
    progress: bulk.progress,
    errorText: errorMessage,
  };

  return (
    <Stack gap="sm">
      <Section
        title="Associated carriers"
        actions={
          <Group gap="xs" align="flex-end">
            <MultiSelect
              size="xs"
              label="Linked by"
              placeholder={list.state.filters.kinds.length ? undefined : 'Any kind'}
              data={KIND_OPTIONS}
              value={list.state.filters.kinds}
              onChange={(kinds) => list.setFilters({ kinds })}
              clearable
              w={300}
            />
            <Button
              size="xs"
              variant="light"
              color="red"
              c="red.9"
              onClick={() => open('kinds')}
              aria-haspopup="dialog"
            >
              Block by kind of link…
            </Button>
            <Button
              size="xs"
              color="red.9"
              disabled={chosenRows.length === 0}
              onClick={() => open('chosen')}
              aria-haspopup="dialog"
            >
              Block {chosenRows.length ? carriers(chosenRows.length) : 'chosen'}
            </Button>
          </Group>
        }
      >
        <Text size="xs" c="dimmed" aria-label="Shared values by kind">
          {totals
            ? `Shared values — ${ASSOCIATION_KINDS.map((kind) => `${ASSOCIATION_LABELS[kind]}: ${totals[kind] ?? '—'}`).join(' · ')}`
            : ' '}
        </Text>
        {bulk.results ? (
          <BulkResults
            title="Do-not-dispatch"
            lines={bulk.results.map((r, i) => ({
              key: `${r.item.kind}-${i}`,
              label: `Linked by ${ASSOCIATION_LABELS[r.item.kind].toLowerCase()}`,
              ok: r.ok,
              message: r.ok
                ? `${carriers(r.value.blocked_carrier_ids.length)} put on do-not-dispatch`
                : errorMessage(r.error),
            }))}
          />
        ) : null}
        <DataTable
          label={`Carriers associated with ${carrier.legal_name}`}
          columns={columns}
          rows={rows}
          getRowId={(r) => String(r.carrier.id)}
          state={page}
          emptyMessage={
            list.filtered
              ? 'No carrier is linked by all of these kinds.'
              : 'No carrier shares contact details, addresses or vehicles with this one.'
          }
          errorMessage={`Could not load the associated carriers: ${errorMessage(page.error)}`}
          paging={paging}
          pageSize={PAGE_SIZE}
          itemName="associated carriers"
          onPageChange={(p) => list.change({ page: p })}
          maxHeight={420}
        />
      </Section>
      <BlockByKindDialog {...shared} opened={dialog === 'kinds'} />
      <BlockChosenDialog {...shared} opened={dialog === 'chosen'} chosen={chosenRows} />
    </Stack>
  );
}

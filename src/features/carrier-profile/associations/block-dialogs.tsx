import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAssociationKindCounts, type AssociatedCarrier, type CarrierDetail } from '../../../api';
import {
  ASSOCIATION_KINDS,
  ASSOCIATION_LABELS,
  blockByIdsPlan,
  blockByKindCount,
  type AssociationKind,
} from '../../../domain';
import { BulkProgress } from '../../../ui/bulk';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { GrowingTextarea } from '../../../ui/growing-textarea';

/** One call of a block: one kind, and the chosen carriers it sends (none: every carrier of that kind). */
export interface BlockCall {
  kind: AssociationKind;
  carrierIds?: number[];
}

interface Shared {
  carrier: CarrierDetail;
  opened: boolean;
  onClose: () => void;
  /** Runs the calls (one per kind) with progress; resolves once every call has answered. */
  onBlock: (calls: BlockCall[], notes: string) => Promise<void>;
  progress: { done: number; total: number } | null;
  errorText: (error: unknown) => string;
}

const carriers = (n: number) => `${n} ${n === 1 ? 'carrier' : 'carriers'}`;
const defaultNote = (carrier: CarrierDetail) =>
  `Associated with ${carrier.legal_name}${carrier.dot_number ? ` (DOT ${carrier.dot_number})` : ''}.`;

/**
 * A dialog's own state, set afresh each time it opens (its kinds and notes). Reset in place rather
 * than by remounting the dialog open: a Modal mounted already open has no control to give focus back
 * to when it closes (Mantine records it when `opened` turns true).
 */
function useFreshOnOpen<T>(opened: boolean, initial: () => T): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setValue(initial());
  }
  return [value, setValue];
}

function Notes({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <GrowingTextarea
      label="Connection notes"
      description="Saved on each connection put on do-not-dispatch."
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** Blocks every carrier linked by the chosen kinds (one call per kind), naming how many it puts on do-not-dispatch. */
export function BlockByKindDialog(props: Shared) {
  const [kinds, setKinds] = useFreshOnOpen<AssociationKind[]>(props.opened, () => []);
  const [notes, setNotes] = useFreshOnOpen(props.opened, () => defaultNote(props.carrier));
  const counts = useAssociationKindCounts(props.carrier.id, kinds, props.opened);
  const total = blockByKindCount(counts.map((c) => (c.isSuccess ? c.data : null)));
  const title = !kinds.length
    ? 'Put linked carriers on do-not-dispatch?'
    : total === null
      ? 'Counting the linked carriers…'
      : `Put ${total.exact ? '' : 'up to '}${carriers(total.count)} on do-not-dispatch?`;
  return (
    <ConfirmDialog
      opened={props.opened}
      onClose={props.onClose}
      title={title}
      confirmLabel="Put on do-not-dispatch"
      danger
      errorText={props.errorText}
      onConfirm={async () => {
        if (!kinds.length) throw new Error('Choose at least one kind of link.');
        await props.onBlock(
          kinds.map((kind) => ({ kind })),
          notes.trim(),
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Every carrier linked to {props.carrier.legal_name} by the kinds you choose goes on your do-not-dispatch list,
          including carriers not shown on this page.
        </Text>
        <Checkbox.Group label="Linked by" value={kinds} onChange={(value) => setKinds(value as AssociationKind[])}>
          <Stack gap={4} mt={4}>
            {ASSOCIATION_KINDS.map((kind) => {
              const index = kinds.indexOf(kind);
              const count = index === -1 ? undefined : counts[index]?.data;
              return (
                <Checkbox
                  key={kind}
                  size="xs"
                  value={kind}
                  label={`${ASSOCIATION_LABELS[kind]}${count === undefined ? '' : ` — ${carriers(count)}`}`}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
        <Notes value={notes} onChange={setNotes} />
        {props.progress ? <BulkProgress action="Putting on do-not-dispatch" {...props.progress} /> : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** Blocks the chosen carriers (one call per kind that links them). */
export function BlockChosenDialog(props: Shared & { chosen: readonly AssociatedCarrier[] }) {
  const [notes, setNotes] = useFreshOnOpen(props.opened, () => defaultNote(props.carrier));
  const plan = blockByIdsPlan(props.chosen);
  const count = plan.reduce((n, call) => n + call.carrierIds.length, 0);
  return (
    <ConfirmDialog
      opened={props.opened}
      onClose={props.onClose}
      title={`Put ${carriers(count)} on do-not-dispatch?`}
      confirmLabel="Put on do-not-dispatch"
      danger
      errorText={props.errorText}
      onConfirm={() => props.onBlock(plan, notes.trim())}
    >
      <Stack gap="sm">
        <Group gap={4}>
          {props.chosen.map((row) => (
            <Text key={row.carrier.id} size="sm" span>
              {row.carrier.legal_name}
              {row === props.chosen[props.chosen.length - 1] ? '' : ','}
            </Text>
          ))}
        </Group>
        <Notes value={notes} onChange={setNotes} />
        {props.progress ? <BulkProgress action="Putting on do-not-dispatch" {...props.progress} /> : null}
      </Stack>
    </ConfirmDialog>
  );
}

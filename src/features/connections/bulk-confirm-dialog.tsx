import { zodResolver } from '@hookform/resolvers/zod';
import { List, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api';
import { SetCarrierToDoNotDispatchBody } from '../../api/validators';
import type { BulkCarrierAction } from '../../domain';
import { messagesByField } from '../../lib/form-messages';
import { BulkProgress } from '../../ui/bulk';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { BULK_EFFECT, BULK_WORDS, carrierCount, type BulkItem } from './bulk-actions';
import { GrowingTextarea } from '../../ui/growing-textarea';

const SHOWN_NAMES = 8;
const notesMessages = messagesByField({ notes: 'Notes are text.' });

export interface BulkConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  action: BulkCarrierAction;
  /** The carriers asked about: the selection as it was when the dialog opened. */
  target: readonly BulkItem[];
  /** Runs the action on the target with the notes typed (Do not dispatch saves them). */
  onRun: (notes: string) => Promise<void>;
  /** The run's progress while it runs. */
  progress: { done: number; total: number } | null;
  onCancel: () => void;
}

/**
 * Asks before a bulk action on the selected carriers, naming how many and which (the first eight);
 * Do not dispatch takes optional notes, checked with the contract's schema. Its own chunk, loaded
 * when first asked for (bulk-bar.tsx): the list's first paint does not wait for the form's code.
 */
export function BulkConfirmDialog({
  opened,
  onClose,
  action,
  target,
  onRun,
  progress,
  onCancel,
}: BulkConfirmDialogProps) {
  const notes = useForm({
    resolver: zodResolver(SetCarrierToDoNotDispatchBody, notesMessages),
    defaultValues: { status: 'do_not_dispatch' as const, notes: '' },
  });
  const run = async () => {
    if (action === 'doNotDispatch' && !(await notes.trigger())) throw new Error('Check the notes.');
    await onRun(notes.getValues('notes') ?? '');
    notes.reset();
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={BULK_WORDS[action].question(carrierCount(target.length))}
      confirmLabel={BULK_WORDS[action].confirm}
      danger={BULK_WORDS[action].danger}
      onConfirm={run}
      errorText={(error) => (error instanceof Error ? error.message : errorMessage(error))}
    >
      {opened ? (
        <Stack gap="xs">
          <Text size="sm">{BULK_EFFECT[action]}</Text>
          <List size="sm" spacing={2} aria-label="Carriers to change">
            {target.slice(0, SHOWN_NAMES).map((item) => (
              <List.Item key={item.key}>{item.label}</List.Item>
            ))}
            {target.length > SHOWN_NAMES ? <List.Item>and {target.length - SHOWN_NAMES} more</List.Item> : null}
          </List>
          {action === 'doNotDispatch' ? (
            <GrowingTextarea
              label="Notes (optional)"
              description="Why, for the rest of your team; saved with each carrier."
              minRows={2}
              error={notes.formState.errors.notes?.message}
              {...notes.register('notes')}
            />
          ) : null}
          {progress ? (
            <BulkProgress
              done={progress.done}
              total={progress.total}
              action={BULK_WORDS[action].running}
              onCancel={onCancel}
            />
          ) : null}
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}

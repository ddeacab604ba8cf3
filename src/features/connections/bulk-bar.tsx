import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CloseButton, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api';
import { SetCarrierToDoNotDispatchBody } from '../../api/validators';
import { bulkActionPermission, type BulkCarrierAction, type VettingPermission } from '../../domain';
import { messagesByField } from '../../lib/form-messages';
import { BulkProgress, BulkResults, useBulk, type BulkLine } from '../../ui/bulk';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { BULK_EFFECT, BULK_WORDS, useBulkTasks, type BulkItem } from './bulk-actions';

const SHOWN_NAMES = 8;
const count = (n: number) => `${n} carrier${n === 1 ? '' : 's'}`;
const notesMessages = messagesByField({ notes: 'Notes are text.' });

/**
 * The bulk actions of the selected rows: each asks first, naming how many carriers and which, runs
 * one call per carrier with progress and Stop, and then lists each carrier's outcome (failures first,
 * with the server's reason). Do not dispatch takes optional notes.
 */
export function BulkBar({
  items,
  actions,
  permissions,
  onClear,
}: {
  items: readonly BulkItem[];
  actions: readonly BulkCarrierAction[];
  permissions: Record<'changeLists' | 'changeMyCarriers', VettingPermission>;
  onClear: () => void;
}) {
  const bulk = useBulk<BulkItem>();
  const tasks = useBulkTasks();
  // The action stays set while its dialog closes, so its words do not change under the fading dialog.
  const [asking, setAsking] = useState<BulkCarrierAction>('doNotDispatch');
  const [open, setOpen] = useState(false);
  // The carriers asked about: the selection as it was when the dialog opened.
  const [target, setTarget] = useState<readonly BulkItem[]>([]);
  const [finished, setFinished] = useState<{ action: BulkCarrierAction; lines: BulkLine[] } | null>(null);
  const notes = useForm({
    resolver: zodResolver(SetCarrierToDoNotDispatchBody, notesMessages),
    defaultValues: { status: 'do_not_dispatch' as const, notes: '' },
  });
  const allowed = actions.filter((action) => permissions[bulkActionPermission(action)].allowed);

  const run = async (action: BulkCarrierAction) => {
    if (action === 'doNotDispatch' && !(await notes.trigger())) throw new Error('Check the notes.');
    const outcome = await bulk.run(target, tasks(action, notes.getValues('notes') ?? ''));
    setFinished({
      action,
      lines: outcome.map((result) => ({
        key: result.item.key,
        label: result.item.label,
        ok: result.ok,
        message: result.ok ? undefined : errorMessage(result.error),
      })),
    });
    notes.reset();
    onClear();
  };

  return (
    <Stack gap={6}>
      {items.length > 0 ? (
        <Paper withBorder px="sm" py={6} radius="sm">
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              <Text size="sm" fw={600} aria-live="polite">
                {count(items.length)} selected
              </Text>
              {allowed.map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant="default"
                  onClick={() => {
                    setAsking(action);
                    setTarget(items);
                    setOpen(true);
                  }}
                >
                  {BULK_WORDS[action].button}…
                </Button>
              ))}
            </Group>
            <Button size="compact-sm" variant="subtle" onClick={onClear}>
              Clear selection
            </Button>
          </Group>
        </Paper>
      ) : null}
      {finished ? (
        <Paper withBorder p="xs" radius="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <BulkResults title={BULK_WORDS[finished.action].done} lines={finished.lines} />
            <CloseButton size="sm" aria-label="Close the results" onClick={() => setFinished(null)} />
          </Group>
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={BULK_WORDS[asking].question(count(target.length))}
        confirmLabel={BULK_WORDS[asking].confirm}
        danger={BULK_WORDS[asking].danger}
        onConfirm={() => run(asking)}
        errorText={(error) => (error instanceof Error ? error.message : errorMessage(error))}
      >
        {open ? (
          <Stack gap="xs">
            <Text size="sm">{BULK_EFFECT[asking]}</Text>
            <List size="sm" spacing={2} aria-label="Carriers to change">
              {target.slice(0, SHOWN_NAMES).map((item) => (
                <List.Item key={item.key}>{item.label}</List.Item>
              ))}
              {target.length > SHOWN_NAMES ? <List.Item>and {target.length - SHOWN_NAMES} more</List.Item> : null}
            </List>
            {asking === 'doNotDispatch' ? (
              <Textarea
                label="Notes (optional)"
                description="Why, for the rest of your team; saved with each carrier."
                autosize
                minRows={2}
                error={notes.formState.errors.notes?.message}
                {...notes.register('notes')}
              />
            ) : null}
            {bulk.progress ? (
              <BulkProgress
                done={bulk.progress.done}
                total={bulk.progress.total}
                action={BULK_WORDS[asking].running}
                onCancel={bulk.cancel}
              />
            ) : null}
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

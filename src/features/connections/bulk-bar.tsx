import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { bulkActionPermission, type BulkCarrierAction, type VettingPermission } from '../../domain';
import { BulkResults, useBulk, type BulkLine } from '../../ui/bulk';
import { lazyDialog } from '../../ui/lazy-dialog';
import { BULK_WORDS, carrierCount, useBulkTasks, type BulkItem } from './bulk-actions';
import type { BulkConfirmDialogProps } from './bulk-confirm-dialog';

// The dialog (its notes form, the contract's validators, Mantine's Modal) loads when first asked
// for, or when an action's button is pointed at: the list's first paint does not wait for it.
const BulkConfirmDialog = lazyDialog<BulkConfirmDialogProps>(
  () => import('./bulk-confirm-dialog').then((m) => m.BulkConfirmDialog),
  (props) => props.opened,
);

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
  const allowed = actions.filter((action) => permissions[bulkActionPermission(action)].allowed);

  const run = async (notes: string) => {
    const action = asking;
    const outcome = await bulk.run(target, tasks(action, notes));
    setFinished({
      action,
      lines: outcome.map((result) => ({
        key: result.item.key,
        label: result.item.label,
        ok: result.ok,
        message: result.ok ? undefined : errorMessage(result.error),
      })),
    });
    onClear();
  };

  return (
    <Stack gap={6}>
      {items.length > 0 ? (
        <Paper withBorder px="sm" py={6} radius="sm">
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              <Text size="sm" fw={600} aria-live="polite">
                {carrierCount(items.length)} selected
              </Text>
              {allowed.map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant="default"
                  onPointerEnter={BulkConfirmDialog.preload}
                  onFocus={BulkConfirmDialog.preload}
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
      <BulkConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        action={asking}
        target={target}
        onRun={run}
        progress={bulk.progress}
        onCancel={bulk.cancel}
      />
    </Stack>
  );
}

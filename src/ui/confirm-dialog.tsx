import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSingleFlight } from '../lib/use-single-flight';
import { FormActions } from './form-actions';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The question, naming what will change ("Put 3 carriers on do-not-dispatch?"). */
  title: string;
  /** What exactly will change, in a sentence or a short list. */
  children: ReactNode;
  /** The button that does it, in words of the action ("Put on do-not-dispatch"), never "OK". */
  confirmLabel: string;
  /** The button that closes without doing it ("Cancel" unless the action is itself a cancelling: "Keep it"). */
  cancelLabel?: string;
  /** Red for what cannot be undone easily (remove, withdraw, do-not-dispatch). */
  danger?: boolean;
  /** Does it; a rejection keeps the dialog open with `errorText(error)` above the buttons. */
  onConfirm: () => Promise<void>;
  errorText: (error: unknown) => string;
}

/**
 * Asks before a destructive or bulk action, naming what will change. The Modal stays mounted so
 * closing returns focus to the button that opened it; a double click confirms once; while it runs
 * the button shows progress, and a refusal stays in the dialog with the server's reason.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  errorText,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Confirmed: the dialog is on its way out, and its button takes no second confirm (a double
  // click whose second click lands after a quick answer) until it is opened again.
  const confirmed = useRef(false);
  useEffect(() => {
    if (opened) confirmed.current = false;
  }, [opened]);
  const confirm = useSingleFlight(async () => {
    if (confirmed.current) return;
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm();
      confirmed.current = true;
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRunning(false);
    }
  });
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size="md">
      <Stack gap="sm">
        <Text size="sm" component="div">
          {children}
        </Text>
        {failure ? (
          <Alert color="red" role="alert" title="Nothing was changed">
            {failure}
          </Alert>
        ) : null}
        {/* Red 8: white text on it keeps a 4.5:1 contrast (red 6 does not). */}
        <FormActions
          submitLabel={confirmLabel}
          color={danger ? 'red.8' : undefined}
          saving={running}
          onSubmit={() => void confirm()}
          onCancel={close}
          cancelLabel={cancelLabel}
        />
      </Stack>
    </Modal>
  );
}

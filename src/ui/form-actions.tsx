import { Button, Group, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The button that does it, in words of the action ("Send invitation"), never "OK". */
  submitLabel: ReactNode;
  /** While the call runs: the submit button shows progress and Cancel waits for the answer. */
  saving?: boolean;
  /** Closes without doing it; no Cancel button when there is nothing to close. */
  onCancel?: () => void;
  /** "Cancel" unless the step goes back ("Back") or the action is itself a cancelling ("Keep it"). */
  cancelLabel?: string;
  /** The submit button cannot be pressed (nothing changed yet, nothing chosen). */
  disabled?: boolean;
  /** The submit button's colour: red for what cannot be undone easily. */
  color?: string;
  /** Without a form around the footer (a confirmation, a step), what the button does; else it submits the form. */
  onSubmit?: () => void;
  size?: MantineSize;
}

/** The footer of a form or dialog: Cancel, then the action, at the right. */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel = 'Cancel',
  saving = false,
  disabled,
  color,
  onSubmit,
  size,
}: Props) {
  return (
    <Group justify="flex-end" gap="xs">
      {onCancel ? (
        <Button size={size} variant="default" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        size={size}
        type={onSubmit ? 'button' : 'submit'}
        color={color}
        loading={saving}
        disabled={disabled}
        onClick={onSubmit}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}

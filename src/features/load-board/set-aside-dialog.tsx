import { Modal, NativeSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { DISPOSITION_REASONS, useServerForm, useSetCarrierAside } from '../../api';
import {
  CreateLoadCarrierDispositionBody,
  createLoadCarrierDispositionBodyLoadCarrierDispositionNotesMax as NOTES_MAX,
} from '../../api/validators';
import { FormActions } from '../../ui/form-actions';
import { FormError } from '../../ui/form-error';
import { notify } from '../../ui/notify';
import { REASON_LABELS } from './labels';
import { GrowingTextarea } from '../../ui/growing-textarea';

/** The carrier being set aside on the load. */
export interface SetAsideTarget {
  carrierId: number;
  carrierName: string;
  loadId: number;
}

interface Form {
  reason: string;
  notes: string;
}
const FIELDS = ['reason', 'notes'] as const;
const messages = {
  reason: 'Choose why the carrier is set aside.',
  notes: `Notes can be at most ${NOTES_MAX} characters.`,
};
const REASONS = [
  { value: '', label: 'Choose a reason' },
  ...Object.values(DISPOSITION_REASONS).map((value) => ({ value, label: REASON_LABELS[value] })),
];

/** The form as the contract takes it, validated once by the contract's schema (its fields keep their names). */
const dispositionOf = (target: SetAsideTarget) =>
  z.preprocess(
    (form: Form) => ({
      carrier_id: target.carrierId,
      load_id: target.loadId,
      reason: form.reason,
      ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    }),
    CreateLoadCarrierDispositionBody.shape.load_carrier_disposition,
  );

/**
 * Sets a carrier aside on a load with a reason and notes (createLoadCarrierDisposition): the load's
 * matches and its set-aside list follow. A refusal stays in the dialog with the server's reason;
 * what was typed stays.
 */
export function SetAsideDialog({ target, onClose }: { target: SetAsideTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `Set aside ${target.carrierName}` : ''} size="md">
      {target ? <SetAsideForm target={target} onClose={onClose} /> : null}
    </Modal>
  );
}

function SetAsideForm({ target, onClose }: { target: SetAsideTarget; onClose: () => void }) {
  const create = useSetCarrierAside(target.loadId);
  const schema = useMemo(() => dispositionOf(target), [target]);
  const { form, submit: save } = useServerForm({
    schema,
    messages,
    defaultValues: { reason: '', notes: '' },
    fields: FIELDS,
    onSubmit: async (disposition) => {
      await create.mutateAsync({ data: { load_carrier_disposition: disposition } });
      notify('success', `${target.carrierName} is set aside on load ${target.loadId}.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The carrier was not set aside" />
        <NativeSelect
          label="Reason"
          data={REASONS}
          error={errors.reason?.message}
          required
          {...form.register('reason')}
        />
        <GrowingTextarea
          label="Notes"
          description="For your team: what the carrier said, or why."
          minRows={2}
          maxRows={6}
          maxLength={NOTES_MAX}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <FormActions submitLabel="Set aside" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

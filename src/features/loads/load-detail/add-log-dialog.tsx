import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { LoadLogType, useCreateLoadLogAndRefresh, useServerForm, type Load } from '../../../api';
import { CreateLoadLogBody, createLoadLogBodyLoadLogNotesMax } from '../../../api/validators';
import { FormActions } from '../../../ui/form-actions';
import { humanize } from '../../../ui/format';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { GrowingTextarea } from '../../../ui/growing-textarea';

/** The form as typed: every field a string (selects and the local date-time input). */
interface Form {
  stop_id: string;
  occurred_at: string;
  is_type: string;
  notes: string;
}
const FIELDS = ['stop_id', 'occurred_at', 'is_type', 'notes'] as const;
const messages = {
  stop_id: 'Choose the stop.',
  occurred_at: 'Enter when it happened.',
  is_type: 'Choose what happened.',
  notes: `At most ${createLoadLogBodyLoadLogNotesMax} characters.`,
};

/** A local date-time ("2026-03-17T09:30") as an instant with its offset; "" when it is not one. */
function instant(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** The contract's load log, validated once by the contract's own schema from what was typed. */
const logOf = (loadId: number) =>
  z.preprocess(
    (form: Form) => ({
      load_id: loadId,
      stop_id: Number(form.stop_id),
      occurred_at: instant(form.occurred_at),
      is_type: form.is_type,
      ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    }),
    CreateLoadLogBody.shape.load_log,
  );

/** Now, as the value of a datetime-local input (local time, minutes). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Logs an arrival, departure, check call or delay on one of the load's stops (POST load_logs with
 * load_id, stop_id, occurred_at and is_type, all required), checked by the contract's schema alone.
 * The time is entered in local time and sent as an instant. A refusal puts the server's messages on the fields and keeps what was typed.
 */
export function AddLogDialog({ load, opened, onClose }: { load: Load; opened: boolean; onClose: () => void }) {
  // The Modal stays mounted (so closing returns focus to the button that opened it); its body mounts
  // afresh on every opening, so each log starts from an empty form with the current time.
  return (
    <Modal opened={opened} onClose={onClose} title={`Add a log to load ${load.id}`} size="md">
      <AddLogForm load={load} onClose={onClose} />
    </Modal>
  );
}

function AddLogForm({ load, onClose }: { load: Load; onClose: () => void }) {
  const create = useCreateLoadLogAndRefresh(load.id);
  const schema = useMemo(() => logOf(load.id), [load.id]);
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { stop_id: '', occurred_at: localNow(), is_type: '', notes: '' },
    fields: FIELDS,
    onSubmit: async (log) => {
      await create.mutateAsync({ data: { load_log: log } });
      notify('success', `${humanize(log.is_type)} logged on load ${load.id}.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;

  const stops = [
    { value: '', label: 'Choose a stop' },
    ...load.stops.map((stop) => ({
      value: String(stop.id),
      label: `${stop.sequence}. ${humanize(stop.stop_type)} – ${stop.facility_name ?? stop.city}, ${stop.state}`,
    })),
  ];
  const types = [
    { value: '', label: 'Choose what happened' },
    ...Object.values(LoadLogType).map((value) => ({ value, label: humanize(value) })),
  ];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The log was not saved" />
        <NativeSelect
          label="Stop"
          required
          data={stops}
          error={errors.stop_id?.message}
          {...form.register('stop_id')}
        />
        <NativeSelect
          label="What happened"
          required
          data={types}
          error={errors.is_type?.message}
          {...form.register('is_type')}
        />
        <TextInput
          label="When"
          description="Your local time"
          type="datetime-local"
          required
          error={errors.occurred_at?.message}
          {...form.register('occurred_at')}
        />
        <GrowingTextarea
          label="Notes"
          minRows={2}
          maxRows={6}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <FormActions submitLabel="Add log" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

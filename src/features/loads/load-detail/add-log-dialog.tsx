import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LoadLogType, showServerErrors, useCreateLoadLogAndRefresh, type Load } from '../../../api';
import { CreateLoadLogBody } from '../../../api/validators';
import { humanize } from '../../../ui/format';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { useSingleFlight } from '../../../lib/use-single-flight';

const contract = CreateLoadLogBody.shape.load_log;
const NOTES_MAX = 1000;
const schema = z.object({
  stop_id: z.string().min(1, 'Choose the stop.'),
  occurred_at: z
    .string()
    .min(1, 'Enter when it happened.')
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Enter a date and time.'),
  is_type: z.enum(Object.values(LoadLogType), { error: 'Choose what happened.' }),
  notes: z.string().max(NOTES_MAX, `At most ${NOTES_MAX} characters.`),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['stop_id', 'occurred_at', 'is_type', 'notes'] as const;

/** Now, as the value of a datetime-local input (local time, minutes). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Logs an arrival, departure, check call or delay on one of the load's stops (POST load_logs with
 * load_id, stop_id, occurred_at and is_type, all required). The time is entered in local time and
 * sent with its offset. A refusal puts the server's messages on the fields and keeps what was typed.
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { stop_id: '', occurred_at: localNow(), is_type: undefined, notes: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = useSingleFlight(
    form.handleSubmit(async (values) => {
      const payload = contract.parse({
        load_id: load.id,
        stop_id: Number(values.stop_id),
        occurred_at: new Date(values.occurred_at).toISOString(),
        is_type: values.is_type,
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      });
      try {
        await create.mutateAsync({ data: { load_log: payload } });
        notify('success', `${humanize(values.is_type)} logged on load ${load.id}.`);
        onClose();
      } catch (error) {
        showServerErrors(error, FIELDS, form.setError);
      }
    }),
  );

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
          {...form.register('is_type', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        />
        <TextInput
          label="When"
          description="Your local time"
          type="datetime-local"
          required
          error={errors.occurred_at?.message}
          {...form.register('occurred_at')}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={6}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add log
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Modal, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useServerForm, useUpdateTeamAndRefresh, type Team } from '../../../api';
import { UpdateTeamBody } from '../../../api/validators';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';

const messages = { name: 'Give the team a name of up to 100 characters.' };
const schema = z.preprocess((form: { name: string }) => ({ name: form.name.trim() }), UpdateTeamBody.shape.team);

function RenameForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const update = useUpdateTeamAndRefresh(team.id);
  const { form, submit: save } = useServerForm({
    schema,
    messages,
    defaultValues: { name: team.name },
    fields: ['name'],
    onSubmit: async (change) => {
      await update.mutateAsync({ id: team.id, data: { team: change } });
      notify('success', `The team is now called ${change.name ?? team.name}.`);
      onClose();
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The team was not renamed" />
        <TextInput
          label="Team name"
          required
          data-autofocus
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormActions submitLabel="Rename" saving={isSubmitting} disabled={!isDirty} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Renames a team (PATCH teams/{id} with its new name). */
export function RenameTeamDialog({ team, opened, onClose }: { team: Team; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Rename ${team.name}`} size="md">
      <RenameForm team={team} onClose={onClose} />
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerErrors, useUpdateTeamAndRefresh, type Team } from '../../../api';
import { UpdateTeamBody } from '../../../api/validators';
import { messagesByField } from '../../../lib/form-messages';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';

const messages = messagesByField({ name: 'Give the team a name of up to 100 characters.' });
const schema = z.preprocess((form: { name: string }) => ({ name: form.name.trim() }), UpdateTeamBody.shape.team);

function RenameForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const update = useUpdateTeamAndRefresh(team.id);
  const form = useForm({ resolver: zodResolver(schema, messages), defaultValues: { name: team.name } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const save = useSingleFlight(
    form.handleSubmit(async (change) => {
      try {
        await update.mutateAsync({ id: team.id, data: { team: change } });
        notify('success', `The team is now called ${change.name ?? team.name}.`);
        onClose();
      } catch (error) {
        showServerErrors(error, ['name'], form.setError);
      }
    }),
  );
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
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isDirty} loading={isSubmitting}>
            Rename
          </Button>
        </Group>
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

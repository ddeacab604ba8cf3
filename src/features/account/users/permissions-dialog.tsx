import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerErrors, useUpdateUserScopesAndRefresh, type User } from '../../../api';
import { UpdateUserScopesBody } from '../../../api/validators';
import { lockedScopes, personName, scopesToSave } from '../../../domain';
import { messagesByField } from '../../../lib/form-messages';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { ScopeChecklist } from '../scope-checklist';

interface Form {
  scopes: string[];
}
const messages = messagesByField({ scopes: 'Choose permissions the contract knows.' });

/** The scopes to send, locked ones kept, validated once by the contract's schema. */
const schemaFor = (locked: readonly string[]) =>
  z.preprocess((form: Form) => ({ scopes: scopesToSave(form.scopes, locked) }), UpdateUserScopesBody.shape.user);

function PermissionsForm({ user, editorId, onClose }: { user: User; editorId: number; onClose: () => void }) {
  const update = useUpdateUserScopesAndRefresh();
  const locked = lockedScopes(editorId, user);
  const form = useForm<Form, unknown, z.output<typeof UpdateUserScopesBody.shape.user>>({
    resolver: zodResolver(schemaFor(locked), messages),
    defaultValues: { scopes: Array.isArray(user.scopes) ? [...user.scopes] : [] },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const save = useSingleFlight(
    form.handleSubmit(async (body) => {
      try {
        await update.mutateAsync({ id: user.id, data: { user: body } });
        notify('success', `${personName(user)}'s permissions were saved.`);
        onClose();
      } catch (error) {
        showServerErrors(error, ['scopes'], form.setError);
      }
    }),
  );
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The permissions were not saved" />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <ScopeChecklist
              label={`What ${personName(user)} may do`}
              value={field.value}
              onChange={field.onChange}
              locked={locked}
              lockedWhy="You cannot take this from yourself: ask another manager."
              error={errors.scopes?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isDirty} loading={isSubmitting}>
            Save permissions
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edits a user's scopes (PATCH users/{id}): a checklist of every scope; your own manage_users stays. */
export function PermissionsDialog(props: { user: User | null; editorId: number; onClose: () => void }) {
  const { user, editorId, onClose } = props;
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Permissions of ${personName(user)}` : 'Permissions'}
      size="xl"
    >
      {user ? <PermissionsForm key={user.id} user={user} editorId={editorId} onClose={onClose} /> : null}
    </Modal>
  );
}

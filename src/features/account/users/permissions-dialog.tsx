import { Modal, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useServerForm, useUpdateUserScopesAndRefresh, type User } from '../../../api';
import { UpdateUserScopesBody } from '../../../api/validators';
import { lockedScopes, personName, scopesToSave } from '../../../domain';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { ScopeChecklist } from '../scope-checklist';

interface Form {
  scopes: string[];
}
const messages = { scopes: 'Choose permissions the contract knows.' };

/** The scopes to send, locked ones kept, validated once by the contract's schema. */
const schemaFor = (locked: readonly string[]) =>
  z.preprocess((form: Form) => ({ scopes: scopesToSave(form.scopes, locked) }), UpdateUserScopesBody.shape.user);

function PermissionsForm({ user, editorId, onClose }: { user: User; editorId: number; onClose: () => void }) {
  const update = useUpdateUserScopesAndRefresh();
  const locked = lockedScopes(editorId, user);
  const { form, submit: save } = useServerForm({
    schema: schemaFor(locked),
    messages,
    defaultValues: { scopes: Array.isArray(user.scopes) ? [...user.scopes] : [] },
    fields: ['scopes'],
    onSubmit: async (body) => {
      await update.mutateAsync({ id: user.id, data: { user: body } });
      notify('success', `${personName(user)}'s permissions were saved.`);
      onClose();
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
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
        <FormActions submitLabel="Save permissions" saving={isSubmitting} disabled={!isDirty} onCancel={onClose} />
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

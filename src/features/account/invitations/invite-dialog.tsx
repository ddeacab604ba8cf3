import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useCreateInvitationAndRefresh, useServerForm } from '../../../api';
import { CreateUserInvitationBody } from '../../../api/validators';
import { scopesToSave, siteOfBrand } from '../../../domain';
import { currentBrand } from '../../../ui/brand';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { SITE_LABELS } from '../account-labels';
import { ScopeChecklist } from '../scope-checklist';

interface Form {
  email: string;
  scopes: string[];
}
const FIELDS = ['email', 'scopes'] as const;
const messages = {
  email: 'Enter the e-mail address of the person to invite.',
  scopes: 'Choose permissions the contract knows.',
};
/** A new colleague starts with what most brokers do: search carriers and hear about connections. */
const STARTING_SCOPES = ['sourcing', 'connection_notifications'];

/** The form as the contract's body: the e-mail trimmed, the scopes in checklist order, the brand's site. */
const schemaFor = (site: 'broker_portal' | 'watchdog') =>
  z.preprocess(
    (form: Form) => ({ email: form.email.trim(), scopes: scopesToSave(form.scopes, []), site }),
    CreateUserInvitationBody.shape.user_invitation,
  );

function InviteForm({ onClose }: { onClose: () => void }) {
  const site = siteOfBrand(currentBrand());
  const create = useCreateInvitationAndRefresh();
  const { form, submit: send } = useServerForm({
    schema: schemaFor(site),
    messages,
    defaultValues: { email: '', scopes: STARTING_SCOPES },
    fields: FIELDS,
    onSubmit: async (invitation) => {
      await create.mutateAsync({ data: { user_invitation: invitation } });
      notify('success', `An invitation was sent to ${invitation.email}.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The invitation was not sent" />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          data-autofocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <ScopeChecklist
              label="Permissions"
              value={field.value}
              onChange={field.onChange}
              error={errors.scopes?.message}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          The invitation is for the {SITE_LABELS[site]} and expires after 14 days.
        </Text>
        <FormActions submitLabel="Send invitation" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Invites someone by e-mail with permissions, for the brand the manager works in (POST user_invitations). */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite a user" size="xl">
      <InviteForm onClose={onClose} />
    </Modal>
  );
}

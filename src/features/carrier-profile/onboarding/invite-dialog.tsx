import { Modal, MultiSelect, NativeSelect, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useClassifications, useInviteCarrier, useInviteRecipients, useServerForm } from '../../../api';
import { CreateConnectionInvitationBody } from '../../../api/validators';
import { connectionInvitationPayload } from '../../../domain';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';

/** The recipient choice that means "type an e-mail address". */
const BY_EMAIL = 'email';

interface InviteForm {
  recipient: string;
  email: string;
  classifications: string[];
}

const messages = {
  'connection_invitation.email': 'Enter an e-mail address like name@carrier.com.',
  'connection_invitation.classification_ids': 'Choose the classifications to onboard under.',
};

/**
 * Invites the carrier to connect (POST connection_invitations): to one of its users or to an
 * e-mail address (an e-mail drops the user id, otherwise the e-mail is dropped — the domain's
 * payload), with the classifications to onboard under. A refusal keeps what was typed.
 */
export function InviteDialog({
  opened,
  onClose,
  carrier,
  companyId,
}: {
  opened: boolean;
  onClose: () => void;
  carrier: { id: number; legal_name: string };
  companyId: number;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Invite ${carrier.legal_name} to connect`} size="md">
      {opened ? <InviteFormBody onClose={onClose} carrier={carrier} companyId={companyId} /> : null}
    </Modal>
  );
}

function InviteFormBody({
  onClose,
  carrier,
  companyId,
}: {
  onClose: () => void;
  carrier: { id: number; legal_name: string };
  companyId: number;
}) {
  const invite = useInviteCarrier();
  const { users } = useInviteRecipients(carrier.id, true);
  const classifications = useClassifications(companyId, { 'q[is_enabled_eq]': true });
  const schema = z.preprocess(
    (form: InviteForm) =>
      connectionInvitationPayload({
        email: form.recipient === BY_EMAIL ? form.email : null,
        userId: form.recipient === BY_EMAIL || form.recipient === '' ? null : Number(form.recipient),
        classificationIds: form.classifications.map(Number),
        issuerId: companyId,
        carrierId: carrier.id,
      }),
    CreateConnectionInvitationBody,
  );
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { recipient: BY_EMAIL, email: '', classifications: [] },
    fields: ['email', 'classifications'],
    onSubmit: async (body, { setError }) => {
      const { email, user_id: userId } = body.connection_invitation;
      if (email === undefined && userId === undefined)
        return setError('email', { type: 'required', message: 'Enter the e-mail address the invitation goes to.' });
      await invite.mutateAsync({ data: body });
      const to = email ?? options.find((o) => o.value === String(userId))?.label ?? 'the carrier';
      notify('success', `${carrier.legal_name} was invited: the invitation went to ${to}.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const fieldErrors = errors as typeof errors & {
    connection_invitation?: { email?: { message?: string }; classification_ids?: { message?: string } };
  };
  const options = [
    { value: BY_EMAIL, label: 'An e-mail address' },
    ...users.map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name} (${u.email})` })),
  ];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The invitation was not sent" />
        <NativeSelect label="Send to" data={options} {...form.register('recipient')} />
        {recipient === BY_EMAIL ? (
          <TextInput
            label="E-mail"
            type="email"
            placeholder="dispatch@carrier.com"
            error={errors.email?.message ?? fieldErrors.connection_invitation?.email?.message}
            {...form.register('email')}
          />
        ) : null}
        <Controller
          control={form.control}
          name="classifications"
          render={({ field }) => (
            <MultiSelect
              label="Onboard under"
              placeholder={field.value.length ? undefined : 'Your standard onboarding'}
              description="The classifications whose rules and packet the carrier onboards under."
              data={(classifications.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.classifications?.message ?? fieldErrors.connection_invitation?.classification_ids?.message}
              clearable
            />
          )}
        />
        <FormActions submitLabel="Send invitation" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

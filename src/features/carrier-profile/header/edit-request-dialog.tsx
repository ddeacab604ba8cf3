import { Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { useCreateEditRequest, useServerForm, type CarrierDetail } from '../../../api';
import { CreateEditRequestBody } from '../../../api/validators';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { GrowingTextarea } from '../../../ui/growing-textarea';

const FIELDS = ['message'] as const;
const messages = { message: 'Say what is wrong and what it should be (up to 5,000 characters).' };

/** The contract's edit request from what was typed, checked once by the contract's schema. */
const requestOf = (carrierId: number) =>
  z.preprocess(
    (form: { message: string }) => ({ carrier_id: carrierId, message: form.message.trim() }),
    CreateEditRequestBody.shape.edit_request,
  );

function EditRequestForm({ carrier, onClose }: { carrier: CarrierDetail; onClose: () => void }) {
  const create = useCreateEditRequest();
  const schema = useMemo(() => requestOf(carrier.id), [carrier.id]);
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { message: '' },
    fields: FIELDS,
    onSubmit: async (request) => {
      await create.mutateAsync({ data: { edit_request: request } });
      notify('success', `Thank you: your correction to ${carrier.legal_name} was sent for review.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Tell us what is wrong in {carrier.legal_name}’s data (an address, a phone number, an identifier) and what it
          should be. Our data team checks it against FMCSA and the carrier before changing anything.
        </Text>
        <FormError errors={errors} title="The correction was not sent" />
        <GrowingTextarea
          label="What should be corrected"
          required
          minRows={4}
          maxRows={10}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <FormActions submitLabel="Send correction" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** "Suggest a correction": an edit request on the carrier's data. A refusal keeps what was typed. */
export function EditRequestDialog(props: { carrier: CarrierDetail; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Suggest a correction to ${props.carrier.legal_name}`}
      size="lg"
    >
      <EditRequestForm carrier={props.carrier} onClose={props.onClose} />
    </Modal>
  );
}

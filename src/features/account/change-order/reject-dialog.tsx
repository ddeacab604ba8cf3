import { Modal, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { errorMessage, errorStatus, useRejectChangeOrderAndRefresh, useServerForm } from '../../../api';
import { RejectCompanyChangeOrderBody } from '../../../api/validators';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { GrowingTextarea } from '../../../ui/growing-textarea';

const messages = { rejection_reason: 'Say why, in up to 1,000 characters, so the requester can fix it.' };
const schema = z.preprocess(
  (form: { rejection_reason: string }) => ({ rejection_reason: form.rejection_reason.trim() }),
  RejectCompanyChangeOrderBody.shape.company_change_order,
);

function RejectForm({ id, requester, onClose }: { id: number; requester: string; onClose: () => void }) {
  const reject = useRejectChangeOrderAndRefresh(id);
  const { form, submit: send } = useServerForm({
    schema,
    messages,
    defaultValues: { rejection_reason: '' },
    fields: ['rejection_reason'],
    onSubmit: async (body, { setError }) => {
      try {
        await reject.mutateAsync({ id, data: { company_change_order: body } });
      } catch (error) {
        // Decided meanwhile (409): the whole order, not the reason, is the problem.
        if (errorStatus(error) !== 409) throw error;
        return setError('root.server', { message: errorMessage(error) });
      }
      notify('success', `Change order ${id} was rejected; ${requester} is told why.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">The company keeps its current details. {requester} sees your reason.</Text>
        <FormError errors={errors} title="The order was not rejected" />
        <GrowingTextarea
          label="Why is it rejected?"
          required
          minRows={3}
          maxLength={1000}
          data-autofocus
          error={errors.rejection_reason?.message}
          {...form.register('rejection_reason')}
        />
        <FormActions submitLabel="Reject change order" color="red.9" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Rejects a pending change order with the reason the requester reads (PATCH …/reject). */
export function RejectDialog(props: { id: number; requester: string; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Reject change order ${props.id}?`} size="lg">
      <RejectForm id={props.id} requester={props.requester} onClose={props.onClose} />
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, errorStatus, showServerErrors, useRejectChangeOrderAndRefresh } from '../../../api';
import { RejectCompanyChangeOrderBody } from '../../../api/validators';
import { messagesByField } from '../../../lib/form-messages';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';

const messages = messagesByField({
  rejection_reason: 'Say why, in up to 1,000 characters, so the requester can fix it.',
});
const schema = z.preprocess(
  (form: { rejection_reason: string }) => ({ rejection_reason: form.rejection_reason.trim() }),
  RejectCompanyChangeOrderBody.shape.company_change_order,
);

function RejectForm({ id, requester, onClose }: { id: number; requester: string; onClose: () => void }) {
  const reject = useRejectChangeOrderAndRefresh(id);
  const form = useForm({ resolver: zodResolver(schema, messages), defaultValues: { rejection_reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const send = useSingleFlight(
    form.handleSubmit(async (body) => {
      try {
        await reject.mutateAsync({ id, data: { company_change_order: body } });
        notify('success', `Change order ${id} was rejected; ${requester} is told why.`);
        onClose();
      } catch (error) {
        if (errorStatus(error) === 409) form.setError('root.server', { message: errorMessage(error) });
        else showServerErrors(error, ['rejection_reason'], form.setError);
      }
    }),
  );
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">The company keeps its current details. {requester} sees your reason.</Text>
        <FormError errors={errors} title="The order was not rejected" />
        <Textarea
          label="Why is it rejected?"
          required
          autosize
          minRows={3}
          maxLength={1000}
          data-autofocus
          error={errors.rejection_reason?.message}
          {...form.register('rejection_reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={isSubmitting}>
            Reject change order
          </Button>
        </Group>
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

import { NativeSelect, Stack } from '@mantine/core';
import { z } from 'zod';
import { useServerForm, useUploadProgress, useUploadRedlined } from '../../../api';
import { UploadRedlinedContractBody } from '../../../api/validators';
import { REDLINED_CONTRACT, fileProblem } from '../../../domain';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { FileField, Frame, Sending, toId, type Option } from './upload-parts';

const contractMessages = {
  file: 'Choose the redlined contract.',
  contract_id: 'Choose the contract it redlines.',
  onboarding_packet_id: 'Choose the packet.',
};
const contractSchema = z.preprocess(
  (form: { file?: File; contract_id?: string; onboarding_packet_id?: string }) => ({
    file: form.file,
    contract_id: toId(form.contract_id),
    onboarding_packet_id: toId(form.onboarding_packet_id),
  }),
  UploadRedlinedContractBody,
);

/**
 * Uploads a redlined copy of a contract for a packet (multipart: file, contract_id,
 * onboarding_packet_id), the file checked first, with progress; a refusal keeps the dialog open
 * with the reason.
 */
export function RedlinedContractDialog(props: {
  opened: boolean;
  onClose: () => void;
  contracts: Option[];
  packets: Option[];
}) {
  return (
    <Frame opened={props.opened} onClose={props.onClose} title="Upload a redlined contract">
      <RedlinedContractForm {...props} />
    </Frame>
  );
}

function RedlinedContractForm({
  onClose,
  contracts,
  packets,
}: {
  onClose: () => void;
  contracts: Option[];
  packets: Option[];
}) {
  const progress = useUploadProgress();
  const upload = useUploadRedlined(progress.request);
  const { form, submit } = useServerForm({
    schema: contractSchema,
    messages: contractMessages,
    defaultValues: { contract_id: contracts[0]?.value ?? '', onboarding_packet_id: packets[0]?.value ?? '' },
    fields: ['file', 'contract_id', 'onboarding_packet_id'],
    onSubmit: async (body, { setError }) => {
      const problem = fileProblem(body.file as File, REDLINED_CONTRACT);
      if (problem) return setError('file', { type: 'file', message: problem });
      progress.reset();
      const saved = await upload.mutateAsync({ data: body });
      notify('success', `${saved.file.filename} was added to packet ${saved.onboarding_packet_id}.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The contract was not uploaded" />
        <NativeSelect
          label="Contract"
          data={contracts}
          error={errors.contract_id?.message}
          {...form.register('contract_id')}
        />
        <NativeSelect
          label="Packet"
          data={packets}
          error={errors.onboarding_packet_id?.message}
          {...form.register('onboarding_packet_id')}
        />
        <FileField control={form.control} name="file" rule={REDLINED_CONTRACT} error={errors.file?.message} />
        {isSubmitting ? <Sending percent={progress.percent} label="Uploading the contract" /> : null}
        <FormActions submitLabel="Upload contract" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

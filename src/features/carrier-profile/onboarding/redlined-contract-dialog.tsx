import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerErrors, useUploadProgress, useUploadRedlined } from '../../../api';
import { UploadRedlinedContractBody } from '../../../api/validators';
import { REDLINED_CONTRACT, fileProblem } from '../../../domain';
import { messagesByField } from '../../../lib/form-messages';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { FileField, Frame, Sending, toId, type Option } from './upload-parts';

const contractMessages = messagesByField({
  file: 'Choose the redlined contract.',
  contract_id: 'Choose the contract it redlines.',
  onboarding_packet_id: 'Choose the packet.',
});
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
  const form = useForm({
    resolver: zodResolver(contractSchema, contractMessages),
    defaultValues: { contract_id: contracts[0]?.value ?? '', onboarding_packet_id: packets[0]?.value ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSingleFlight(
    form.handleSubmit(async (body) => {
      const problem = fileProblem(body.file as File, REDLINED_CONTRACT);
      if (problem) return form.setError('file', { type: 'file', message: problem });
      progress.reset();
      try {
        const saved = await upload.mutateAsync({ data: body });
        notify('success', `${saved.file.filename} was added to packet ${saved.onboarding_packet_id}.`);
        onClose();
      } catch (error) {
        showServerErrors(error, ['file', 'contract_id', 'onboarding_packet_id'], form.setError);
      }
    }),
  );
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
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Upload contract
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

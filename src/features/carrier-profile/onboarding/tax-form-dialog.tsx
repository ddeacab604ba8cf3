import { Alert, Button, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { useServerForm, useUploadProgress, useUploadTaxForm, type TaxFormUpload } from '../../../api';
import { UploadRedlinedTaxContractBody } from '../../../api/validators';
import { TAX_FORM, fileProblem } from '../../../domain';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { FileField, Frame, Sending, toId, type Option } from './upload-parts';

const TAX_FORM_TYPES: Option[] = [
  { value: '', label: 'Let the server read it' },
  { value: 'w9', label: 'W-9' },
  { value: 'w8ben_e', label: 'W-8BEN-E' },
  { value: 'canada_gst_hst', label: 'Canada GST/HST' },
];
const taxMessages = {
  file: 'Choose the corrected tax form.',
  onboarding_packet_id: 'Choose the packet.',
};
const taxSchema = z.preprocess(
  (form: { file?: File; onboarding_packet_id?: string; form_type?: string }) => ({
    file: form.file,
    onboarding_packet_id: toId(form.onboarding_packet_id),
    ...(form.form_type ? { form_type: form.form_type } : {}),
  }),
  UploadRedlinedTaxContractBody,
);

/**
 * Uploads a corrected tax form for a packet. The server's 206 means it has the form but is still
 * processing it (some fields could not be read yet): the dialog says so, with the server's notes.
 */
export function TaxFormDialog(props: { opened: boolean; onClose: () => void; packets: Option[] }) {
  return (
    <Frame opened={props.opened} onClose={props.onClose} title="Upload a corrected tax form">
      <TaxForm {...props} />
    </Frame>
  );
}

function TaxForm({ onClose, packets }: { onClose: () => void; packets: Option[] }) {
  const progress = useUploadProgress();
  const tax = useUploadTaxForm(progress.request);
  const [result, setResult] = useState<TaxFormUpload | null>(null);
  const { form, submit } = useServerForm({
    schema: taxSchema,
    messages: taxMessages,
    defaultValues: { onboarding_packet_id: packets[0]?.value ?? '', form_type: '' },
    fields: ['file', 'onboarding_packet_id', 'form_type'],
    onSubmit: async (body, { setError }) => {
      const problem = fileProblem(body.file as File, TAX_FORM);
      if (problem) return setError('file', { type: 'file', message: problem });
      progress.reset();
      setResult(await tax.upload({ data: body }));
    },
  });
  const { errors, isSubmitting } = form.formState;
  if (result) return <TaxFormResult result={result} onClose={onClose} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The tax form was not uploaded" />
        <NativeSelect
          label="Packet"
          data={packets}
          error={errors.onboarding_packet_id?.message}
          {...form.register('onboarding_packet_id')}
        />
        <NativeSelect label="Form" data={TAX_FORM_TYPES} {...form.register('form_type')} />
        <FileField control={form.control} name="file" rule={TAX_FORM} error={errors.file?.message} />
        {isSubmitting ? <Sending percent={progress.percent} label="Uploading the tax form" /> : null}
        <FormActions submitLabel="Upload tax form" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function TaxFormResult({ result, onClose }: { result: TaxFormUpload; onClose: () => void }) {
  const { submission, partial } = result;
  return (
    <Stack gap="sm">
      <Alert
        color={partial ? 'yellow' : 'green'}
        role="status"
        title={partial ? 'Received, still processing' : 'Received and read'}
      >
        {partial
          ? `${submission.file.filename} was received. It is still being processed: some of it could not be read yet.`
          : `${submission.file.filename} was read: ${submission.legal_name ?? 'no legal name'}, tax id ending ${submission.tax_id_last4 ?? '—'}.`}
      </Alert>
      {submission.processing_warnings.length ? (
        <List size="sm" spacing={2} aria-label="Processing notes">
          {submission.processing_warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
      ) : null}
      <Text size="xs" c="dimmed">
        Packet {submission.onboarding_packet_id}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

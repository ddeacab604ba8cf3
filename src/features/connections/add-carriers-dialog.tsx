import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  useServerForm,
  useUploadProgress,
  useUploadSubscriptionsFile,
  type SubscriptionFileUploadResult,
} from '../../api';
import { UploadSubscriptionsFileBody } from '../../api/validators';
import { fileProblem, type FileRule } from '../../domain';
import { FormActions } from '../../ui/form-actions';
import { FormError } from '../../ui/form-error';

/** What the carriers file may be: CSV (or the Excel sheet the server also reads), up to 5 MB. */
export const CARRIERS_FILE: FileRule = {
  accept: ['.csv', 'text/csv', '.xlsx'],
  maxBytes: 5 * 1_048_576,
  kind: 'a CSV or Excel file',
};
const messages = { file: 'Choose the file of carriers to add.' };
const REASONS: Record<string, string> = {
  not_found: 'no carrier has this number',
  ambiguous: 'more than one carrier has this number',
  invalid_identifier: 'not an MC or DOT number',
};

/**
 * "Add carriers from a file": a CSV of MC or DOT numbers, one carrier a row, checked before it is
 * sent (type, size), uploaded with progress (POST subscriptions/upload_file), then the count added,
 * those already mine, and each row that matched no carrier with why. A refused file keeps the dialog
 * open with the reason.
 */
export function AddCarriersDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add carriers from a file" size="md">
      {opened ? <AddCarriersForm onClose={onClose} /> : null}
    </Modal>
  );
}

function AddCarriersForm({ onClose }: { onClose: () => void }) {
  const progress = useUploadProgress();
  const upload = useUploadSubscriptionsFile(progress.request);
  const [result, setResult] = useState<SubscriptionFileUploadResult | null>(null);
  const { form, submit } = useServerForm({
    schema: UploadSubscriptionsFileBody,
    messages,
    defaultValues: {},
    fields: ['file'],
    onSubmit: async (values, { setError }) => {
      const file = values.file as File;
      const problem = fileProblem(file, CARRIERS_FILE);
      if (problem) return setError('file', { type: 'file', message: problem });
      progress.reset();
      setResult(await upload.mutateAsync({ data: { file } }));
    },
  });
  const { errors, isSubmitting } = form.formState;

  if (result) return <UploadResult result={result} onClose={onClose} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          One carrier a row, its MC or DOT number in the first column (“MC 1098234”, “1098234”, “DOT 3184562”); a header
          row is skipped. The carriers are added to my carriers.
        </Text>
        <FormError errors={errors} title="The file was not taken" />
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileInput
              label="File of carriers"
              accept={CARRIERS_FILE.accept.join(',')}
              clearable
              value={(field.value as File | undefined) ?? null}
              onChange={(file) => {
                field.onChange(file ?? undefined);
                form.clearErrors('file');
              }}
              error={errors.file?.message}
              description={field.value ? `${(field.value as File).name} is ready to send.` : undefined}
            />
          )}
        />
        {isSubmitting ? (
          <Progress
            value={progress.percent ?? 100}
            animated={progress.percent === null}
            size="sm"
            aria-label="Uploading the file"
          />
        ) : null}
        <FormActions submitLabel="Add carriers" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function UploadResult({ result, onClose }: { result: SubscriptionFileUploadResult; onClose: () => void }) {
  const added = result.subscribed_count;
  return (
    <Stack gap="sm">
      <Alert
        color={added > 0 ? 'green' : 'gray'}
        role="status"
        title={`${added} carrier${added === 1 ? '' : 's'} added`}
      >
        Of {result.rows_count} row{result.rows_count === 1 ? '' : 's'}: {added} added to my carriers,{' '}
        {result.already_subscribed_count} already there, {result.unmatched_rows.length} not matched.
      </Alert>
      {result.unmatched_rows.length ? (
        <List size="sm" spacing={2} aria-label="Rows not matched">
          {result.unmatched_rows.map((row) => (
            <List.Item key={row.row}>
              Row {row.row}: {row.value} — {REASONS[row.reason] ?? row.reason}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

import { FileInput, Group, Modal, NativeSelect, Progress, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { useClassifications, useCreateOverride, useServerForm, useUploadProgress } from '../../../api';
import { OVERRIDE_PROOF, ruleLabel } from '../../../domain';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';
import { formFieldOf, overrideBody, type OverrideForm } from './override-body';

interface Props {
  opened: boolean;
  onClose: () => void;
  carrier: { id: number; legal_name: string };
  companyId: number;
  /** The rules that do not pass, the ones an override is for; the first is chosen. */
  rules: readonly string[];
  chosen: string | null;
}

/** Today in the broker's own zone, as YYYY-MM-DD (the first day an override may end). */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * Overrides one rule for this carrier (POST rule_overrides, multipart with the Rails bracket names):
 * the rule, the rules it counts under (every carrier's, or a classification's), no expiry (sent as
 * 2080-01-01) or a last day, and a proof file checked for type and size before sending, its name
 * shown once chosen; the upload shows its progress. A refusal keeps the dialog and what was filled.
 */
export function OverrideDialog(props: Props) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Override a rule for ${props.carrier.legal_name}`}
      size="md"
    >
      {props.opened ? <OverrideFormBody {...props} /> : null}
    </Modal>
  );
}

function OverrideFormBody({ onClose, carrier, companyId, rules, chosen }: Props) {
  const progress = useUploadProgress();
  const create = useCreateOverride(companyId, carrier.id, progress.request);
  const classifications = useClassifications(companyId, { 'q[is_active_eq]': true });
  const resolver: Resolver<OverrideForm> = async (values) => {
    const result = overrideBody(values, carrier.id, today());
    if ('body' in result) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors };
  };
  const { form, submit } = useServerForm({
    resolver,
    defaultValues: {
      is_type: chosen ?? rules[0] ?? '',
      classification: '',
      expiry: 'indefinite',
      until: '',
      file: null,
    },
    // The server names the fields with the contract's bracket names.
    fields: formFieldOf,
    onSubmit: async (values) => {
      const result = overrideBody(values, carrier.id, today());
      if (!('body' in result)) return;
      progress.reset();
      await create.mutateAsync({ data: result.body });
      notify('success', `${ruleLabel(values.is_type)} is overridden for ${carrier.legal_name}.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const expiry = useWatch({ control: form.control, name: 'expiry' });

  const classificationOptions = [
    { value: '', label: 'The rules for every carrier' },
    ...(Array.isArray(classifications.data) ? classifications.data : [])
      .filter((c) => c.is_active)
      .map((c) => ({ value: String(c.id), label: `The rules for ${c.name}` })),
  ];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The override was not made" />
        <NativeSelect
          label="Rule"
          data={rules.map((type) => ({ value: type, label: ruleLabel(type) }))}
          error={errors.is_type?.message}
          {...form.register('is_type')}
        />
        <NativeSelect label="Counts under" data={classificationOptions} {...form.register('classification')} />
        <Controller
          control={form.control}
          name="expiry"
          render={({ field }) => (
            <Radio.Group label="Expiry" value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={4}>
                <Radio value="indefinite" label="No expiry" size="xs" />
                <Radio value="until" label="Until a day" size="xs" />
              </Group>
            </Radio.Group>
          )}
        />
        {expiry === 'until' ? (
          <TextInput
            type="date"
            label="Last day"
            min={today()}
            error={errors.until?.message}
            {...form.register('until')}
          />
        ) : null}
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileInput
              label="Proof (optional)"
              accept={OVERRIDE_PROOF.accept.join(',')}
              clearable
              value={field.value}
              onChange={(file) => {
                field.onChange(file);
                form.clearErrors('file');
              }}
              error={errors.file?.message}
              description={
                field.value
                  ? `${field.value.name} will be attached.`
                  : 'A certificate or letter: PDF, PNG or JPEG, up to 10 MB.'
              }
            />
          )}
        />
        {isSubmitting ? (
          <Stack gap={2}>
            <Text size="xs">Sending{progress.percent !== null ? `: ${progress.percent}%` : '…'}</Text>
            <Progress
              value={progress.percent ?? 100}
              animated={progress.percent === null}
              size="sm"
              aria-label="Sending the override"
            />
          </Stack>
        ) : null}
        <FormActions submitLabel="Override rule" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage, errorStatus, useSaveRules, useServerForm, type Rule } from '../../api';
import { CreateRuleBody } from '../../api/validators';
import { messagesByField } from '../../lib/form-messages';
import { ruleChanges, valuesToSave, type RuleValues } from '../../domain';
import { FormActions } from '../../ui/form-actions';
import { FormError } from '../../ui/form-error';
import { notify } from '../../ui/notify';
import { RuleEditorFields } from './rule-editor-fields';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The set's name in words ("every carrier", "Refrigerated carriers"). */
  setName: string;
  classificationId: number | null;
  /** The version in force, or null when the set has none yet. */
  current: Rule | null;
  types: readonly string[];
  /** Fetches the versions again (after a 409: someone saved meanwhile). */
  onReload: () => void;
}

/** Edits a rule set; a new version is saved only after the broker has seen what changes. */
export function RuleEditorDialog(props: Props) {
  // Mounted afresh on each opening, so it starts from the version in force now.
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Edit the rules for ${props.setName}`} size="lg">
      {props.opened ? <RuleEditorForm {...props} /> : null}
    </Modal>
  );
}

type Form = { rule: { classification_id: number | null; based_on_id: number | null; rules: Record<string, unknown> } };
const FIELDS = ['rule.rules'] as const;
const messages = messagesByField({ 'rule.rules': 'Each rule is on (2) or off (0).' });

function RuleEditorForm({ onClose, setName, classificationId, current, types, onReload }: Props) {
  const base: RuleValues = current?.rules ?? {};
  const save = useSaveRules();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [conflict, setConflict] = useState<string | null>(null);
  const { form, submit } = useServerForm<Form, Form>({
    // raw: the contract's schema checks the values, and rule types it does not list go back as they were.
    resolver: zodResolver(CreateRuleBody, messages, { raw: true }),
    defaultValues: {
      rule: { classification_id: classificationId, based_on_id: current?.id ?? null, rules: { ...base } },
    },
    fields: FIELDS,
    onSubmit: async ({ rule }) => {
      setConflict(null);
      try {
        await save.mutateAsync({ data: { rule: { ...rule, rules: valuesToSave(base, rule.rules, types) } } });
      } catch (error) {
        // Someone saved meanwhile (409): said with a way to reload, not as a refusal of the values.
        if (errorStatus(error) !== 409) throw error;
        return setConflict(errorMessage(error));
      }
      notify('success', `The rules for ${setName} were saved.`);
      onClose();
    },
  });
  const edited = useWatch({ control: form.control, name: 'rule.rules' });
  const changes = ruleChanges(base, edited, types);
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The rules were not saved" />
        {typeof errors.rule?.rules?.message === 'string' ? (
          <Alert color="red" role="alert">
            {errors.rule.rules.message}
          </Alert>
        ) : null}
        {conflict ? (
          <Alert color="orange" role="alert" title="Someone saved these rules after you opened them">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{conflict}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  onReload();
                  onClose();
                }}
              >
                Reload the rules
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {step === 'edit' ? (
          <RuleEditorFields
            values={edited}
            types={types}
            onChange={(values) => form.setValue('rule.rules', { ...values }, { shouldDirty: true })}
          />
        ) : (
          <ChangeList changes={changes} setName={setName} />
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite">
            {changes.length === 0
              ? 'Nothing changed yet.'
              : `${changes.length} change${changes.length === 1 ? '' : 's'}`}
          </Text>
          {/* Each step its own key: reusing the "Review changes" button as "Save rules" (a submit) would submit on this very click. */}
          {step === 'edit' ? (
            <FormActions
              key="review"
              submitLabel="Review changes"
              saving={isSubmitting}
              disabled={changes.length === 0}
              onSubmit={() => setStep('confirm')}
              onCancel={onClose}
            />
          ) : (
            <FormActions
              key="save"
              submitLabel="Save rules"
              saving={isSubmitting}
              disabled={conflict !== null}
              onCancel={() => setStep('edit')}
              cancelLabel="Back"
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}

function ChangeList({ changes, setName }: { changes: ReturnType<typeof ruleChanges>; setName: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Saving makes a new version of the rules for {setName}. Carriers are assessed against it from now on:
      </Text>
      <List size="sm" spacing={4} aria-label="What changes">
        {changes.map((change) => (
          <List.Item key={change.key}>
            {change.label}: {change.from} → <strong>{change.to}</strong>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

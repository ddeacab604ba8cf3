import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { z } from 'zod';
import { useSaveSearch, useServerForm, type SavedSearchType } from '../../../api';
import { CreateSavedSearchBody, createSavedSearchBodySavedSearchNameMax } from '../../../api/validators';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';

const FIELDS = ['name'] as const;
const messages = {
  name: `Give the search a name of at most ${createSavedSearchBodySavedSearchNameMax} characters.`,
};

/** The contract's saved search, validated once by its own schema from the typed name. */
const savedSearchOf = (type: SavedSearchType, query: Record<string, unknown>) =>
  z.preprocess(
    (form: { name: string }) => ({ name: form.name.trim(), is_type: type, query }),
    CreateSavedSearchBody.shape.saved_search,
  );

/**
 * "Save search…": names the current search and saves it (createSavedSearch), to run it again from
 * Saved Searches or Home. A refusal puts the server's message beside the name and keeps it typed.
 */
export function SaveSearchButton({
  type,
  query,
  suggestedName,
}: {
  type: SavedSearchType;
  /** The search as the saved search keeps it; null when there is nothing to save yet. */
  query: Record<string, unknown> | null;
  suggestedName: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={open} disabled={query === null}>
        Save search…
      </Button>
      <Modal opened={opened} onClose={close} title="Save this search" size="sm">
        {query ? <SaveSearchForm type={type} query={query} suggestedName={suggestedName} onClose={close} /> : null}
      </Modal>
    </>
  );
}

function SaveSearchForm({
  type,
  query,
  suggestedName,
  onClose,
}: {
  type: SavedSearchType;
  query: Record<string, unknown>;
  suggestedName: string;
  onClose: () => void;
}) {
  const save = useSaveSearch();
  const { form, submit } = useServerForm({
    schema: savedSearchOf(type, query),
    messages,
    defaultValues: { name: suggestedName.slice(0, createSavedSearchBodySavedSearchNameMax) },
    fields: FIELDS,
    onSubmit: async (savedSearch) => {
      await save.mutateAsync({ data: { saved_search: savedSearch } });
      notify('success', `“${savedSearch.name}” is in your saved searches.`);
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Run it again later from Saved Searches or Home.</Text>
        <TextInput
          label="Name"
          data-autofocus
          maxLength={createSavedSearchBodySavedSearchNameMax}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <FormError errors={errors} title="The search was not saved" />
        <FormActions submitLabel="Save search" saving={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerErrors, useSaveSearch, type SavedSearchType } from '../../../api';
import { CreateSavedSearchBody, createSavedSearchBodySavedSearchNameMax } from '../../../api/validators';
import { messagesByField } from '../../../lib/form-messages';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { FormError } from '../../../ui/form-error';
import { notify } from '../../../ui/notify';

const FIELDS = ['name'] as const;
const messages = messagesByField({
  name: `Give the search a name of at most ${createSavedSearchBodySavedSearchNameMax} characters.`,
});

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
  const form = useForm({
    resolver: zodResolver(savedSearchOf(type, query), messages),
    defaultValues: { name: suggestedName.slice(0, createSavedSearchBodySavedSearchNameMax) },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSingleFlight(
    form.handleSubmit(async (savedSearch) => {
      try {
        await save.mutateAsync({ data: { saved_search: savedSearch } });
        notify('success', `“${savedSearch.name}” is in your saved searches.`);
        onClose();
      } catch (error) {
        showServerErrors(error, FIELDS, form.setError);
      }
    }),
  );
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
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

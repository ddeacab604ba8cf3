import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSingleFlight } from '../lib/use-single-flight';
import { FormActions } from './form-actions';
import { formatDateTime } from './format';
import { GrowingTextarea } from './growing-textarea';

/** A note as the panel shows it. */
export interface PanelNote {
  id: number;
  body: string;
  author: { full_name: string };
  created_at: string;
  updated_at: string;
}

interface Props {
  /** What the notes are on, for names and messages ("carrier 1001"). */
  about: string;
  notes: readonly PanelNote[] | undefined;
  loading: boolean;
  /** The reason the notes could not be read, or null. */
  failure: string | null;
  /** The contract's rule for a note's text (the generated zod schema of `note.body`). */
  bodySchema: z.ZodType<string>;
  onAdd: (body: string) => Promise<void>;
  onEdit: (id: number, body: string) => Promise<void>;
  /** The server's reason for a refused note (its field message, else its message). */
  errorText: (error: unknown) => string;
}

/**
 * One form for a note's text: add, or edit in place (the panels, and the Notes list's edit dialog). A
 * refusal shows beside the text and keeps it.
 */
export function NoteForm(props: {
  label: string;
  submitLabel: string;
  initial: string;
  schema: z.ZodType<string>;
  onSubmit: (body: string) => Promise<void>;
  errorText: (error: unknown) => string;
  onCancel?: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(z.object({ body: props.schema }), {
      error: () => 'Write the note (up to 5,000 characters).',
    }),
    defaultValues: { body: props.initial },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSingleFlight(
    form.handleSubmit(async ({ body }) => {
      try {
        await props.onSubmit(body.trim());
        form.reset({ body: '' });
      } catch (error) {
        form.setError('body', { type: 'server', message: props.errorText(error) });
      }
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        <GrowingTextarea
          label={props.label}
          minRows={2}
          maxRows={8}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <FormActions size="xs" submitLabel={props.submitLabel} saving={isSubmitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

/**
 * Internal notes on a record: newest first with author and time (and "edited" when changed), a
 * form to add one, and Edit on each to change its text in place.
 */
export function NotesPanel(props: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <NoteForm
        label={`Add a note on ${props.about}`}
        submitLabel="Add note"
        initial=""
        schema={props.bodySchema}
        onSubmit={props.onAdd}
        errorText={props.errorText}
      />
      {props.failure ? (
        <Alert color="red" role="alert" title={`Could not load the notes on ${props.about}`}>
          {props.failure}
        </Alert>
      ) : null}
      {props.loading ? (
        <Text size="sm" c="dimmed" aria-busy>
          Loading the notes…
        </Text>
      ) : null}
      {props.notes?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes on {props.about} yet.
        </Text>
      ) : null}
      {props.notes?.map((note) => (
        <Paper key={note.id} withBorder p="xs">
          {editing === note.id ? (
            <NoteForm
              label="Note"
              submitLabel="Save note"
              initial={note.body}
              schema={props.bodySchema}
              onSubmit={async (body) => {
                await props.onEdit(note.id, body);
                setEditing(null);
              }}
              errorText={props.errorText}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Stack gap={4}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </Text>
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  {note.author.full_name} · {formatDateTime(note.created_at)}
                  {note.updated_at !== note.created_at ? ` · edited ${formatDateTime(note.updated_at)}` : ''}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Edit the note by ${note.author.full_name} of ${formatDateTime(note.created_at)}`}
                  onClick={() => setEditing(note.id)}
                >
                  Edit
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

import { Modal } from '@mantine/core';
import { errorMessage, fieldErrors, useUpdateNoteAndRefresh, type Note } from '../../api';
import { CreateNoteBody } from '../../api/validators';
import { NoteForm } from '../../ui/notes-panel';
import { noteSubject } from './note-labels';

const BODY = CreateNoteBody.shape.note.shape.body;

/** The reason a change was refused: its body's message when the server gave one (422), else its message (403). */
const noteError = (error: unknown) => fieldErrors(error).body ?? errorMessage(error);

/**
 * Edit a note's text from the list (PATCH notes/{id}), with the panels' own form: a refusal shows
 * under the text and keeps it; saved, the dialog closes and every notes list is fetched again.
 */
export function NoteEditDialog({ note, onClose }: { note: Note | null; onClose: () => void }) {
  const update = useUpdateNoteAndRefresh();
  return (
    <Modal
      opened={note !== null}
      onClose={onClose}
      title={note ? `Edit the note on ${noteSubject(note).title}` : 'Edit the note'}
      size="lg"
    >
      {note ? (
        <NoteForm
          key={note.id}
          label="Note"
          submitLabel="Save note"
          initial={note.body}
          schema={BODY}
          onSubmit={async (body) => {
            await update.mutateAsync({ id: note.id, data: { note: { body } } });
            onClose();
          }}
          errorText={noteError}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}

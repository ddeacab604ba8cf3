import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useCreateNoteAndRefresh,
  useNotes,
  useUpdateNoteAndRefresh,
  type NotableType,
} from '../../../api';
import { CreateNoteBody } from '../../../api/validators';
import { NotesPanel } from '../../../ui/notes-panel';

/** A refused note in words: the body's own message on a 422, else the server's (403: not allowed). */
function noteRefusal(error: unknown): string {
  const reason = errorStatus(error) === 422 ? fieldErrors(error).body : undefined;
  return reason ? `The note ${reason}.` : errorMessage(error);
}

/** The notes on a load or on one of its alerts, with Add and Edit (notes hand back 403 and 422 only). */
export function NotesSection({
  type,
  id,
  carrierId,
  about,
}: {
  type: NotableType;
  id: number;
  carrierId: number | null;
  about: string;
}) {
  const notes = useNotes({ type, id });
  const create = useCreateNoteAndRefresh();
  const update = useUpdateNoteAndRefresh();
  return (
    <NotesPanel
      about={about}
      notes={notes.isError ? undefined : Array.isArray(notes.data) ? notes.data : undefined}
      loading={notes.isPending}
      failure={notes.isError ? errorMessage(notes.error) : null}
      bodySchema={CreateNoteBody.shape.note.shape.body}
      onAdd={async (body) => {
        await create.mutateAsync({
          data: { note: { body, notable_type: type, notable_id: id, ...(carrierId ? { carrier_id: carrierId } : {}) } },
        });
      }}
      onEdit={async (noteId, body) => {
        await update.mutateAsync({ id: noteId, data: { note: { body } } });
      }}
      errorText={noteRefusal}
    />
  );
}

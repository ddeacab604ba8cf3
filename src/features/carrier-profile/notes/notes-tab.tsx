import { errorMessage, fieldErrors, useCreateNoteAndRefresh, useNotes, useUpdateNoteAndRefresh } from '../../../api';
import { CreateNoteBody } from '../../../api/validators';
import { NotesPanel } from '../../../ui/notes-panel';
import type { ProfileTabProps } from '../profile-tab-props';

const BODY = CreateNoteBody.shape.note.shape.body;

/** The reason a note was refused: its body's message when the server gave one, else its message. */
const noteError = (error: unknown) => fieldErrors(error).body ?? errorMessage(error);

/** Notes: the company's internal notes on the carrier, added and edited in place (notes hand back 403 and 422). */
export default function NotesTab({ carrier }: ProfileTabProps) {
  const notes = useNotes({ carrierId: carrier.id });
  const create = useCreateNoteAndRefresh();
  const update = useUpdateNoteAndRefresh();
  const about = carrier.legal_name;
  return (
    <NotesPanel
      about={about}
      notes={notes.isError ? undefined : Array.isArray(notes.data) ? notes.data : undefined}
      loading={notes.isPending}
      failure={notes.isError ? errorMessage(notes.error) : null}
      bodySchema={BODY}
      onAdd={async (body) => {
        await create.mutateAsync({
          data: { note: { body, notable_type: 'Carrier', notable_id: carrier.id, carrier_id: carrier.id } },
        });
      }}
      onEdit={async (id, body) => {
        await update.mutateAsync({ id, data: { note: { body } } });
      }}
      errorText={noteError}
    />
  );
}

import {
  getListNotesQueryKey,
  listNotes,
  useCreateNote,
  useListNotes,
  useUpdateNote,
} from '../../generated/monitor/hooks/notes/notes';
import type { ListNotesParams, NotableType } from '../../generated/monitor/model';
import type { NotesListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<NotesListQuery, ListNotesParams>;

export type { ListNotesParams, NotableType, Note } from '../../generated/monitor/model';

/** What notes are about: every note of a carrier, or the notes attached to one load, alert or carrier. */
export type NoteTarget = { carrierId: number } | { type: NotableType; id: number };

const paramsOf = (target: NoteTarget): ListNotesParams =>
  'carrierId' in target
    ? { 'q[carrier_id_eq]': target.carrierId, 'q[s]': 'created_at desc' }
    : { 'q[notable_type_eq]': target.type, 'q[notable_id_eq]': target.id, 'q[s]': 'created_at desc' };

/** The notes on a carrier, a load or an alert, newest first (monitoring §7: notes hand back 403 and 422). */
export const useNotes = (target: NoteTarget) => useListNotes(paramsOf(target));

/**
 * The query of one page of the Notes list, with its paging headers (notes.route.ts); an edited note
 * refreshes it (its key starts with the notes' key).
 */
export const notesPageQuery = (params: ListNotesParams) =>
  pagedQueryOptions(getListNotesQueryKey(params), (signal) => listNotes(params, undefined, signal));

/** Adds a note; every notes list is fetched again after. */
export const useCreateNoteAndRefresh = () =>
  useCreateNote({
    mutation: {
      onSuccess: (_note, _variables, _saved, { client }) =>
        client.invalidateQueries({ queryKey: getListNotesQueryKey() }),
    },
  });

/** Changes a note's text; every notes list is fetched again after. */
export const useUpdateNoteAndRefresh = () =>
  useUpdateNote({
    mutation: {
      onSuccess: (_note, _variables, _saved, { client }) =>
        client.invalidateQueries({ queryKey: getListNotesQueryKey() }),
    },
  });

import { notesPageQuery } from '../../api/notes';
import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import { NOTES_LIST, notesListQuery, type NotesListState } from '../../domain';

/** The Notes screen's first query: the page of the filters and sort the address names. */
export const notesQueries = (state: NotesListState) => ({
  list: notesPageQuery(notesListQuery(state)),
});

export default defineRouteData({
  input: (address) => listInput(NOTES_LIST, address),
  queries: notesQueries,
});

/**
 * Notes (/notes): the company's notes list, its URL state and its call (monitoring §2 "a notes list",
 * §7 GET notes). One list, no tabs; newest first unless the broker asks for oldest first.
 */
import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { withPaging, type QueryParams } from './query-params';

/** What a note is on (the contract's NotableType): a carrier, a load or an alert (a ticket). */
export const NOTE_SUBJECTS = ['Carrier', 'Load', 'Ticket'] as const;
/** Newest first (the list's default) or oldest first. */
export const NOTE_SORTS = ['created_at desc', 'created_at asc'] as const;
const DEFAULT_SORT = NOTE_SORTS[0];

/** The Notes list's URL fields: what the notes are on, one carrier, text in the note, written from/to. */
export const NOTES_LIST: ListSpec<
  'all',
  {
    about: { kind: 'enumList'; values: readonly string[] };
    carrier_id: { kind: 'id' };
    text: { kind: 'text'; maxLength: number };
    from: { kind: 'date' };
    to: { kind: 'date' };
  }
> = {
  tabs: ['all'],
  sorts: NOTE_SORTS,
  filters: {
    about: { kind: 'enumList', values: NOTE_SUBJECTS },
    carrier_id: { kind: 'id' },
    // The contract's maxLength of q[body_cont].
    text: { kind: 'text', maxLength: 200 },
    from: { kind: 'date' },
    to: { kind: 'date' },
  },
};
export type NotesListState = ListState<'all', (typeof NOTES_LIST)['filters']>;

/**
 * The notes call of a list state: the sort (newest first by default), one kind of record
 * (`q[notable_type_eq]`, only when exactly one is chosen), one carrier, text in the note and the days
 * written (both included; a range typed backwards is read the right way round), page and 50 a page.
 * A filter at its default is left out.
 */
export function notesListQuery(state: NotesListState): QueryParams {
  const { about, carrier_id: carrierId, text, from, to } = state.filters;
  const query: QueryParams = { 'q[s]': state.sort ?? DEFAULT_SORT };
  if (about.length === 1 && about[0]) query['q[notable_type_eq]'] = about[0];
  if (carrierId !== null) query['q[carrier_id_eq]'] = String(carrierId);
  if (text) query['q[body_cont]'] = text;
  const [start, end] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  if (start) query['q[created_at_gteq]'] = start;
  if (end) query['q[created_at_lteq]'] = end;
  return withPaging(query, state.page, PAGE_SIZE);
}

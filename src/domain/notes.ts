/**
 * Notes (/notes): the company's notes list, its URL state and its call (monitoring §2 "a notes list",
 * §7 GET notes). One list, no tabs; newest first unless the broker asks for oldest first.
 */
import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { isOneOf, withPaging, type PageParams } from './query-params';

/** What a note is on (the contract's NotableType): a carrier, a load or an alert (a ticket). */
export const NOTE_SUBJECTS = ['Carrier', 'Load', 'Ticket'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];
/** Newest first (the list's default) or oldest first. */
export const NOTE_SORTS = ['created_at desc', 'created_at asc'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
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

/** The notes call's parameters (GET notes), as notesListQuery builds them. */
export interface NotesListQuery extends PageParams {
  'q[s]': NoteSort;
  'q[notable_type_eq]'?: NoteSubject;
  'q[carrier_id_eq]'?: number;
  'q[body_cont]'?: string;
  'q[created_at_gteq]'?: string;
  'q[created_at_lteq]'?: string;
}

/**
 * The notes call of a list state: the sort (newest first by default), one kind of record
 * (`q[notable_type_eq]`, only when exactly one is chosen), one carrier, text in the note and the days
 * written (both included; a range typed backwards is read the right way round), page and 50 a page.
 * A filter at its default is left out.
 */
export function notesListQuery(state: NotesListState): NotesListQuery {
  const { about, carrier_id: carrierId, text, from, to } = state.filters;
  const query: Omit<NotesListQuery, keyof PageParams> = {
    'q[s]': NOTE_SORTS.find((s) => s === state.sort) ?? DEFAULT_SORT,
  };
  const [subject] = about;
  if (about.length === 1 && isOneOf(NOTE_SUBJECTS)(subject)) query['q[notable_type_eq]'] = subject;
  if (carrierId !== null) query['q[carrier_id_eq]'] = carrierId;
  if (text) query['q[body_cont]'] = text;
  const [start, end] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  if (start) query['q[created_at_gteq]'] = start;
  if (end) query['q[created_at_lteq]'] = end;
  return withPaging(query, state.page, PAGE_SIZE);
}

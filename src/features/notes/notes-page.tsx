import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, errorStatus, fieldErrors, shownPage, useCurrentUser, type Note } from '../../api';
import { NOTES_LIST, PAGE_SIZE } from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { ListHeader } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useNoteColumns } from './note-columns';
import { NoteEditDialog } from './note-edit-dialog';
import { NoteFilters } from './note-filters';
import { noteCarrierName, noteSubject } from './note-labels';
import { notesQueries } from './notes.route';

/** The filters a 422 may name, in the screen's words. */
const FILTER_NAMES: Record<string, string> = {
  notable_type_eq: 'About',
  carrier_id_eq: 'Carrier',
  body_cont: 'Text',
  created_at_gteq: 'Written from',
  created_at_lteq: 'Written to',
};

/** Why the list failed, where the broker is: 403 and 422 are the notes' own answers (monitoring §8). */
function failure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 403) return `You may not read these notes: ${errorMessage(error)}`;
  if (status === 422) {
    const fields = Object.entries(fieldErrors(error)).map(([field, text]) => `${FILTER_NAMES[field] ?? field} ${text}`);
    const reasons = [errorMessage(error), ...fields].join(' ');
    return `The notes could not be searched with these filters: ${reasons}. Change or clear the filters.`;
  }
  return `Could not load the notes: ${errorMessage(error)}`;
}

/**
 * Notes: every note of the company on carriers, loads and alerts, newest first (or oldest), 50 a
 * page, by what it is on, one carrier, words in it and the days written; filters, sort and page live
 * in the URL. A row links to what the note is on; the broker's own notes can be edited here.
 */
export default function NotesPage() {
  const navigate = useNavigate();
  const { state, change, setFilters, filtered, clearFilters } = useListUrlState(NOTES_LIST);
  // The route's loader started this same query (notes.route.ts) while this code loaded.
  const list = useQuery(notesQueries(state).list);
  const { rows, paging } = shownPage(list);
  const userId = useCurrentUser().data?.user.id ?? null;
  const [editing, setEditing] = useState<Note | null>(null);
  const onlyCarrier = useCallback((carrierId: number) => setFilters({ carrier_id: carrierId }), [setFilters]);
  const columns = useNoteColumns({
    userId,
    carrierId: state.filters.carrier_id,
    onOnlyCarrier: onlyCarrier,
    onEdit: setEditing,
  });
  const carrierId = state.filters.carrier_id;
  const shownCarrier = rows?.find((note) => note.carrier_id === carrierId);
  const carrierLabel = carrierId !== null && shownCarrier ? noteCarrierName(shownCarrier) : null;

  return (
    <Stack p="md" gap="xs">
      <ListHeader
        title="Notes"
        filters={<NoteFilters filters={state.filters} onChange={setFilters} carrierLabel={carrierLabel} />}
        onClearFilters={filtered ? clearFilters : undefined}
        keepFiltersOnOneLine
      />
      <DataTable
        label="Notes"
        columns={columns}
        rows={rows}
        getRowId={(note) => String(note.id)}
        state={list}
        emptyMessage={
          filtered
            ? 'No notes match these filters.'
            : 'No notes yet: notes written on carriers, loads and alerts show here.'
        }
        errorMessage={failure(list.error)}
        sort={sortFromString(state.sort ?? 'created_at desc')}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(note) => {
          const href = noteSubject(note).href;
          if (href) void navigate(href);
        }}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="notes"
        onPageChange={(page) => change({ page })}
      />
      <NoteEditDialog note={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

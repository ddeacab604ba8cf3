import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Note } from '../../api';
import { paths } from '../../config/paths';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import { noteCarrierName, noteSubject } from './note-labels';

const edited = (note: Note) => note.updated_at !== note.created_at;

function subjectCell(note: Note) {
  const subject = noteSubject(note);
  return subject.href ? (
    <Anchor component={Link} to={subject.href} fz="inherit" aria-label={subject.title}>
      {subject.label}
    </Anchor>
  ) : (
    subject.label
  );
}

/** What the row offers beside the note: only one carrier's notes, and Edit on the broker's own notes. */
export interface NoteRowActions {
  /** The signed-in user: only a note's author may change it (the contract's 403 `not_author`). */
  userId: number | null;
  /** The carrier the list is already narrowed to, which needs no "Only this carrier". */
  carrierId: number | null;
  onOnlyCarrier: (carrierId: number) => void;
  onEdit: (note: Note) => void;
}

/** The Notes list's columns: written (sortable), by, about, carrier, the note, and Edit on one's own notes. */
export function useNoteColumns({ userId, carrierId, onOnlyCarrier, onEdit }: NoteRowActions) {
  return useMemo(
    (): DataTableColumn<Note>[] => [
      {
        id: 'written',
        header: 'Written',
        sortKey: 'created_at',
        descFirst: true,
        title: (n) => (edited(n) ? `Edited ${formatDateTime(n.updated_at)}` : undefined),
        cell: (n) => (
          <Group gap={6} wrap="nowrap">
            <span>{formatDateTime(n.created_at)}</span>
            {edited(n) ? (
              <Text span size="xs" c="dimmed">
                edited
              </Text>
            ) : null}
          </Group>
        ),
      },
      { id: 'author', header: 'By', maxWidth: 150, title: (n) => n.author.full_name, cell: (n) => n.author.full_name },
      { id: 'about', header: 'About', title: (n) => noteSubject(n).title, cell: subjectCell },
      {
        id: 'carrier',
        header: 'Carrier',
        maxWidth: 220,
        title: (n) => noteCarrierName(n) ?? undefined,
        cell: (n) => {
          const name = noteCarrierName(n);
          if (n.carrier_id === null || name === null) return '—';
          const id = n.carrier_id;
          return (
            <Group gap={4} wrap="nowrap">
              <Anchor component={Link} to={paths.carrierDetail.href(id)} fz="inherit" c="inherit" truncate>
                {name}
              </Anchor>
              {carrierId !== id ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Only the notes on ${name}`}
                  onClick={() => onOnlyCarrier(id)}
                >
                  Only
                </Button>
              ) : null}
            </Group>
          );
        },
      },
      { id: 'body', header: 'Note', maxWidth: 440, title: (n) => n.body, cell: (n) => n.body },
      {
        id: 'edit',
        header: 'Edit',
        cell: (n) =>
          userId !== null && n.user_id === userId ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Edit the note of ${formatDateTime(n.created_at)}`}
              onClick={() => onEdit(n)}
            >
              Edit
            </Button>
          ) : null,
      },
    ],
    [userId, carrierId, onOnlyCarrier, onEdit],
  );
}

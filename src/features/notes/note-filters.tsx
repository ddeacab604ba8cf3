import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import type { NotesListState } from '../../domain';
import { TextFilter } from '../../ui/text-filter';
import { ABOUT_OPTIONS } from './note-labels';

type Filters = NotesListState['filters'];
type Change = (filters: Partial<Filters>, options?: { replace?: boolean }) => void;

/**
 * The Notes list's filters: what the notes are on, words in the note (searched once typing pauses),
 * the days written, and the one carrier a row's "Only" chose (with "Any carrier" to drop it).
 */
export function NoteFilters({
  filters,
  onChange,
  carrierLabel,
}: {
  filters: Filters;
  onChange: Change;
  carrierLabel: string | null;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" justify="flex-end">
      {filters.carrier_id !== null ? (
        <Group gap={4} mb={4} wrap="nowrap">
          <Text size="xs">Carrier: {carrierLabel ?? `Carrier ${filters.carrier_id}`}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange({ carrier_id: null })}>
            Any carrier
          </Button>
        </Group>
      ) : null}
      <NativeSelect
        size="xs"
        label="About"
        data={ABOUT_OPTIONS}
        value={filters.about.length === 1 ? (filters.about[0] ?? '') : ''}
        onChange={(event) => onChange({ about: event.currentTarget.value ? [event.currentTarget.value] : [] })}
        w={120}
      />
      <TextFilter
        label="Text"
        placeholder="Words in the note"
        value={filters.text}
        maxLength={200}
        onCommit={(text) => onChange({ text }, { replace: true })}
        w={200}
      />
      <TextInput
        size="xs"
        type="date"
        label="Written from"
        value={filters.from ?? ''}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
        w={140}
      />
      <TextInput
        size="xs"
        type="date"
        label="Written to"
        value={filters.to ?? ''}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
        w={140}
      />
    </Group>
  );
}

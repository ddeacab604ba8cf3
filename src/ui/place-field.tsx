import { Loader, Select } from '@mantine/core';

/** A place as a suggestion list and the field show it. */
export interface PlaceOption {
  place_id: string;
  name: string;
  description: string;
}

interface Props {
  label: string;
  placeholder?: string;
  /** The chosen place, or null. */
  value: PlaceOption | null;
  onChange: (place: PlaceOption | null) => void;
  /** What is typed; the screen asks for suggestions with it (`useAreaSuggestions`). */
  search: string;
  onSearch: (text: string) => void;
  suggestions: readonly PlaceOption[] | undefined;
  loading: boolean;
  error?: string;
  w?: number | string;
}

/**
 * A city, ZIP or address picked from the server's suggestions: type, then choose with the arrow
 * keys and Enter (or a click). The server does the matching, so nothing is filtered again here;
 * the chosen place stays an option while new suggestions arrive.
 */
export function PlaceField({ value, suggestions = [], ...props }: Props) {
  const options = [...suggestions];
  if (value && !options.some((o) => o.place_id === value.place_id)) options.unshift(value);
  return (
    <Select
      size="xs"
      label={props.label}
      placeholder={props.placeholder ?? 'City, ZIP or address'}
      searchable
      clearable
      data={options.map((o) => ({ value: o.place_id, label: o.description }))}
      value={value?.place_id ?? null}
      onChange={(id) => props.onChange(options.find((o) => o.place_id === id) ?? null)}
      searchValue={props.search}
      onSearchChange={props.onSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={props.search.trim().length >= 2 && !props.loading ? 'No place matches' : undefined}
      rightSection={props.loading ? <Loader size={12} /> : undefined}
      error={props.error}
      w={props.w ?? 260}
    />
  );
}

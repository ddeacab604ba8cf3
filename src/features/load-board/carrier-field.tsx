import { Loader, Select } from '@mantine/core';
import { useState } from 'react';
import { useCarrierSuggestions } from '../../api';
import { carrierName } from '../../domain';

/** A carrier picked in a form: its id and the name shown. */
export interface PickedCarrier {
  id: number;
  name: string;
}

/**
 * A carrier typed by name, DOT or MC and picked from the server's matches (globalSearchCarriers,
 * 10 at most); the server matches, so nothing is filtered again here.
 */
export function CarrierField({
  value,
  onChange,
  error,
}: {
  value: PickedCarrier | null;
  onChange: (carrier: PickedCarrier | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [pickedLine, setPickedLine] = useState(value?.name ?? null);
  // What the field shows once a carrier is picked needs no search; only what is typed asks.
  const found = useCarrierSuggestions(search === pickedLine ? '' : search);
  const rows = Array.isArray(found.data) ? found.data : [];
  const options = rows.map((carrier) => ({
    id: carrier.id,
    name: carrierName(carrier) ?? `Carrier ${carrier.id}`,
    line: [
      carrierName(carrier),
      carrier.dot_number ? `DOT ${carrier.dot_number}` : null,
      carrier.mc_number ? `MC ${carrier.mc_number}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  if (value && !options.some((o) => o.id === value.id)) options.unshift({ ...value, line: value.name });
  return (
    <Select
      label="Carrier"
      placeholder="Name, DOT or MC number"
      required
      searchable
      clearable
      data={options.map((o) => ({ value: String(o.id), label: o.line }))}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const picked = options.find((o) => String(o.id) === id);
        setPickedLine(picked?.line ?? null);
        onChange(picked ? { id: picked.id, name: picked.name } : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.trim().length >= 2 && !found.isFetching ? 'No carrier matches' : undefined}
      rightSection={found.isFetching ? <Loader size={12} /> : undefined}
      error={error}
    />
  );
}

import { Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, useAreaSuggestions, usePlaceResolver } from '../../../api';
import { RADIUS_CHOICES, type SearchLocation } from '../../../domain';
import { PlaceField, type PlaceOption } from '../../../ui/place-field';

/**
 * The radius search: a city, ZIP or address (suggested as the broker types, resolved to its
 * coordinates when chosen) and how many miles around it.
 */
export function LocationFilter({
  location,
  radiusMiles,
  onChange,
}: {
  location: SearchLocation | null;
  radiusMiles: number;
  onChange: (location: SearchLocation | null, radiusMiles: number) => void;
}) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const suggestions = useAreaSuggestions(typed);
  const resolve = usePlaceResolver();
  const value: PlaceOption | null = location
    ? { place_id: `here:${location.name}`, name: location.name, description: location.name }
    : null;

  const choose = (place: PlaceOption | null) => {
    setFailure(undefined);
    if (!place) return onChange(null, radiusMiles);
    resolve(place.place_id).then(
      (found) => onChange({ name: place.name, latitude: found.latitude, longitude: found.longitude }, radiusMiles),
      (error: unknown) => setFailure(`Could not find this place: ${errorMessage(error)}`),
    );
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <PlaceField
        label="Near"
        value={value}
        onChange={choose}
        search={typed}
        onSearch={setTyped}
        suggestions={suggestions.data}
        loading={suggestions.isFetching}
        error={failure ?? (suggestions.isError ? errorMessage(suggestions.error) : undefined)}
        w={170}
      />
      <NativeSelect
        size="xs"
        label="Within"
        data={RADIUS_CHOICES.map((miles) => ({ value: String(miles), label: `${miles} mi` }))}
        value={String(radiusMiles)}
        disabled={location === null}
        onChange={(event) => onChange(location, Number(event.currentTarget.value))}
        w={80}
      />
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DEFAULT_COUNTRIES } from '../../../domain';
import { LanePlaceField, type ChosenEnd } from './lane-place-field';

/**
 * Origin and destination of a lane, and Search. The search is asked for only with both ends chosen;
 * before that the button says what is missing. `extra` sits between the fields and the button.
 */
export function LaneForm({
  origin,
  destination,
  onOrigin,
  onDestination,
  onSearch,
  countries = DEFAULT_COUNTRIES,
  extra,
  fieldWidth = 260,
}: {
  origin: ChosenEnd | null;
  destination: ChosenEnd | null;
  onOrigin: (end: ChosenEnd | null) => void;
  onDestination: (end: ChosenEnd | null) => void;
  onSearch: () => void;
  countries?: readonly string[];
  extra?: ReactNode;
  fieldWidth?: number | string;
}) {
  const ready = origin !== null && destination !== null;
  return (
    <form
      aria-label="Lane"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSearch();
      }}
    >
      <Group gap="xs" align="flex-end">
        <LanePlaceField label="Origin" value={origin} onChange={onOrigin} countries={countries} w={fieldWidth} />
        <LanePlaceField
          label="Destination"
          value={destination}
          onChange={onDestination}
          countries={countries}
          w={fieldWidth}
        />
        {extra}
        <Button
          type="submit"
          size="xs"
          disabled={!ready}
          title={ready ? undefined : 'Choose an origin and a destination'}
        >
          Search lane
        </Button>
      </Group>
    </form>
  );
}

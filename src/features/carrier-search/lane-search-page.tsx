import { Alert, Card, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, useCountryList } from '../../api';
import { paths } from '../../config/paths';
import { DEFAULT_CARRIER_SEARCH_FILTERS, DEFAULT_COUNTRIES, laneSearchToUrl } from '../../domain';
import { FilterPanel } from './filters/filter-panel';
import { useLaneSearchUrl } from './hooks/use-lane-search-url';
import { LaneForm } from './lane/lane-form';
import { LaneMap } from './lane/lane-map';
import type { ChosenEnd } from './lane/lane-place-field';
import { useLaneEnd } from './lane/use-lane-ends';

/** The countries the ZIP search covers: the country list (`listAreas`, US, Canada, Mexico by default). */
function CountryChips({ value, onChange }: { value: string[]; onChange: (countries: string[]) => void }) {
  const countries = useCountryList();
  if (countries.isError)
    return (
      <Text size="xs" c="red.8" role="alert">
        The country list could not be loaded ({errorMessage(countries.error)}); ZIP codes are searched in the US, Canada
        and Mexico.
      </Text>
    );
  const list = countries.data?.length ? countries.data : DEFAULT_COUNTRIES.map((code) => ({ id: 0, code, name: code }));
  return (
    <Chip.Group multiple value={value} onChange={(next) => next.length > 0 && onChange(next)}>
      <Group gap={6} role="group" aria-label="ZIP codes in">
        <Text size="xs" fw={500}>
          ZIP codes in
        </Text>
        {list.map((country) => (
          <Chip key={country.code} value={country.code} size="xs">
            {country.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/**
 * Lane Search (/carriers/lane-search): the lane's origin and destination (typed city, ZIP or address),
 * the countries the ZIP search covers, every filter of the carrier search plus miles from either end,
 * and the lane on the map. The lane and filters stay in the address (Back from the results returns to
 * them); Search lane opens the results.
 */
export default function LaneSearchPage() {
  const navigate = useNavigate();
  const { state, change, setFilters } = useLaneSearchUrl();
  const [origin, pickOrigin] = useLaneEnd(state.origin);
  const [destination, pickDestination] = useLaneEnd(state.destination);
  const [countries, setCountries] = useState<string[]>([...DEFAULT_COUNTRIES]);
  const choose = (which: 'origin' | 'destination') => (chosen: ChosenEnd | null) => {
    (which === 'origin' ? pickOrigin : pickDestination)(chosen);
    change({ [which]: chosen?.end ?? null }, { replace: true });
  };
  const search = () => {
    const query = laneSearchToUrl({ ...state, page: 1 });
    void navigate(paths.laneSearchResults.href(Object.fromEntries(query)));
  };

  return (
    <Stack p="md" gap="sm">
      <Title order={1} size="h3">
        Lane Search
      </Title>
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <LaneForm
            origin={origin}
            destination={destination}
            onOrigin={choose('origin')}
            onDestination={choose('destination')}
            onSearch={search}
            countries={countries}
          />
          <CountryChips value={countries} onChange={setCountries} />
        </Stack>
      </Card>
      {/* The filters beside the map and results; on a phone the map and results go under them. */}
      <Group align="flex-start" gap="md">
        <Card withBorder padding="sm" w={400} maw="100%" style={{ flexShrink: 0 }}>
          <FilterPanel
            filters={state.filters}
            onChange={(patch) => setFilters(patch, { replace: true })}
            onClear={() => change({ filters: DEFAULT_CARRIER_SEARCH_FILTERS }, { replace: true })}
            lane
          />
        </Card>
        <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
          {origin && destination ? null : (
            <Alert color="blue" variant="light" p="xs">
              Choose an origin and a destination to search the carriers that run the lane.
            </Alert>
          )}
          <LaneMap
            origin={origin ? { ...origin, name: origin.end.name } : null}
            destination={destination ? { ...destination, name: destination.end.name } : null}
            height={520}
          />
        </Stack>
      </Group>
    </Stack>
  );
}

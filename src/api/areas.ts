import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getFindAreaByPlaceIdQueryOptions,
  useAutocompleteAreas,
  useGetArea,
  useListAreas,
} from '../../generated/monitor/hooks/areas/areas';

import type { ListAreasParams } from '../../generated/monitor/model';
import {
  countryListParams,
  isZipPrefix,
  zipSearchParams,
  type CountryListParams,
  type ZipSearchParams,
} from '../domain';
import type { SameParams } from './same-params';

// The domain's queries of these calls are the contract's parameters (checked here, at compile time).
type _Checked = [SameParams<ZipSearchParams, ListAreasParams>, SameParams<CountryListParams, ListAreasParams>];

export { useFindAreaByPlaceId } from '../../generated/monitor/hooks/areas/areas';
export type { Area } from '../../generated/monitor/model';

/** How long typing in a place field waits before it asks for suggestions. */
const SUGGEST_DELAY_MS = 300;

/**
 * Place suggestions for what is typed (a city, a ZIP or an address; `autocompleteAreas`), asked
 * once typing pauses for 300 ms and only from two characters on. Each answer belongs to its own
 * term (the query key), so a late answer to an older term never replaces the newer one, and the
 * previous suggestions stay while the next ones load.
 */
export function useAreaSuggestions(term: string, enabled = true) {
  const [settled] = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  return useAutocompleteAreas(
    { term: settled },
    { query: { enabled: enabled && settled.length >= 2, placeholderData: keepPreviousData, staleTime: 300_000 } },
  );
}

/**
 * ZIP-code areas for a typed ZIP or postal-code prefix (`listAreas`: five_zip, the code prefix, 10 by
 * name, in the chosen countries), after the same 300 ms pause; nothing is asked for other text.
 */
export function useZipSearch(term: string, countries: readonly string[]) {
  const [settled] = useDebouncedValue(term.trim().toUpperCase(), SUGGEST_DELAY_MS);
  const params = isZipPrefix(settled) ? zipSearchParams(settled, countries) : null;
  return useListAreas(params ?? {}, {
    query: { enabled: params !== null, placeholderData: keepPreviousData, staleTime: 300_000 },
  });
}

/**
 * The countries the ZIP search may cover (`listAreas` of type country: US, Canada, Mexico; hands back
 * 403 and 422). Only areas of type country are kept, so an answer of other areas offers no chips.
 */
export const useCountryList = () =>
  useListAreas(countryListParams(), {
    query: { staleTime: Infinity, select: (areas) => areas.filter((area) => area.is_type === 'country') },
  });

/** One stored area by its id (`getArea`), to show a lane end the address names; nothing is asked without an id. */
export const useArea = (id: number | null) =>
  useGetArea(id ?? 0, { query: { enabled: id !== null, staleTime: Infinity } });

/**
 * Resolves a chosen suggestion to its coordinates and areas (`findAreaByPlaceId`), each place once
 * per session; rejects with the call's error. The area it stands for is the domain's `placeArea`.
 */
export function usePlaceResolver() {
  const client = useQueryClient();
  return useCallback(
    (placeId: string) =>
      client.fetchQuery({ ...getFindAreaByPlaceIdQueryOptions({ place_id: placeId }), staleTime: Infinity }),
    [client],
  );
}

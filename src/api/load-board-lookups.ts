import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getFindAreaByPlaceIdQueryOptions } from '../../generated/monitor/hooks/areas/areas';
import { useGlobalSearchCarriers } from '../../generated/monitor/hooks/carriers/carriers';
import { useListTeams } from '../../generated/monitor/hooks/teams/teams';

/** A picked place as the load board and truck postings send it: its smallest area and its name. */
export interface ResolvedPlace {
  areaId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Turns a picked place suggestion into the area the load board and truck postings send
 * (`findAreaByPlaceId`; the smallest area, first in `area_ids`). Each place is asked once per
 * session; null when the place lies in no area.
 */
export function useResolvePlace() {
  const client = useQueryClient();
  return useCallback(
    async (placeId: string): Promise<ResolvedPlace | null> => {
      const place = await client.fetchQuery({
        ...getFindAreaByPlaceIdQueryOptions({ place_id: placeId }),
        staleTime: Infinity,
      });
      const areaId = place.area_ids[0] ?? place.areas[0]?.id;
      if (areaId === undefined) return null;
      return { areaId, name: place.name, latitude: place.latitude, longitude: place.longitude };
    },
    [client],
  );
}

/** The teams of the user's company, by name, for the load board's team filter (none without a company). */
export const useCompanyTeams = (companyId: number | null) =>
  useListTeams(
    { 'q[company_id_eq]': companyId ?? 0, 'q[s]': 'name asc', per_page: 100 },
    { query: { enabled: companyId !== null, staleTime: 300_000 } },
  );

/** How long typing a carrier waits before it asks. */
const CARRIER_DELAY_MS = 300;

/**
 * Carriers matching what is typed (name, DOT or MC; `globalSearchCarriers`, upper-cased, 10 at
 * most), asked once typing pauses and from two characters on; earlier answers stay while the next load.
 */
export function useCarrierSuggestions(term: string) {
  const [settled] = useDebouncedValue(term.trim().toUpperCase(), CARRIER_DELAY_MS);
  return useGlobalSearchCarriers(
    { query: settled, per_page: 10 },
    { query: { enabled: settled.length >= 2, placeholderData: keepPreviousData, staleTime: 300_000 } },
  );
}

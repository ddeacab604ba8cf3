import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useAutocompleteAreas } from '../../generated/monitor/hooks/areas/areas';

export {
  useFindAreaByPlaceId,
  useGetArea,
  useListAreas,
  getArea,
  findAreaByPlaceId,
} from '../../generated/monitor/hooks/areas/areas';
export type { Area, PlaceSuggestion } from '../../generated/monitor/model';

/** How long typing in a place field waits before it asks for suggestions. */
const SUGGEST_DELAY_MS = 300;

/**
 * Place suggestions for what is typed (a city, a ZIP or an address; `autocompleteAreas`), asked
 * once typing pauses for 300 ms and only from two characters on. Each answer belongs to its own
 * term (the query key), so a late answer to an older term never replaces the newer one, and the
 * previous suggestions stay while the next ones load.
 */
export function useAreaSuggestions(term: string) {
  const [settled] = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  return useAutocompleteAreas(
    { term: settled },
    { query: { enabled: settled.length >= 2, placeholderData: keepPreviousData, staleTime: 300_000 } },
  );
}

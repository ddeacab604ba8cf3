import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useGlobalSearchCarriers } from '../../generated/monitor/hooks/carriers/carriers';
import { useListTeams } from '../../generated/monitor/hooks/teams/teams';

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

import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  carrierSearchExportPage,
  carrierSearchPageQuery,
  useCurrentUser,
  type CarrierSearchResult,
  type PagedList,
} from '../../api';
import {
  DEFAULT_CARRIER_SEARCH_FILTERS,
  carrierSearchToSave,
  describeCarrierSearch,
  isSearching,
  keepsCarrierSearchCache,
  type CarrierSearchFilters,
} from '../../domain';
import { STORED_RESULTS } from '../../lib/stored-results';
import { carrierSearchRequest, carrierSearchStoredAddress, hasOwnFilters } from './carrier-search.route';
import { FilterChips } from './filters/filter-chips';
import { FilterDefaults } from './filters/filter-defaults';
import { FilterDrawer } from './filters/filter-drawer';
import { LocationFilter } from './filters/location-filter';
import { useCarrierSearchUrl } from './hooks/use-carrier-search-url';
import { useDefaultFilters } from './hooks/use-default-filters';
import { useSearchAccess } from './hooks/use-search-access';
import { useRestoredPage, useStorePage } from './hooks/use-stored-page';
import { CarrierResultsTable } from './results/carrier-results-table';
import { ExportCsv } from './results/export-csv';
import { useMyCarrierActions } from './results/my-carrier-actions';
import { PlanLimitPrompt } from './results/plan-limit';
import { SaveSearchButton } from './results/save-search';
import { SearchTextForm } from './results/search-text-form';

const STORAGE = STORED_RESULTS.carrierSearch;

/**
 * Carrier Search (/carriers/global-search): the search text read by the domain's rules, every filter
 * of §2 (in a drawer, with the active ones as chips), a radius search around a place, and the results
 * 50 a page with the my-carrier action on each row. Everything is in the URL; the user's (or the
 * company's) default filters are applied on a bare arrival; the page shown is kept in browser
 * storage while the address stays on this screen; Save search…, default filters and Export CSV.
 */
export default function CarrierSearchPage() {
  const access = useSearchAccess();
  // The address decoded once (useCarrierSearchUrl): the stored page's address, the request, the hint,
  // the sort and the pager all derive from this state; nothing here reads the location again.
  const { state, change, setFilters } = useCarrierSearchUrl();
  const address = useMemo(() => carrierSearchStoredAddress(state), [state]);
  const ownFilters = hasOwnFilters(state);
  const applyDefaults = useCallback(
    (filters: CarrierSearchFilters) => change({ filters }, { replace: true }),
    [change],
  );
  const defaults = useDefaultFilters(ownFilters, applyDefaults);

  const searching = isSearching(state);
  const user = useCurrentUser().data ?? null;
  // The route data's query (carrier-search.route.ts): its loader started it unless the defaults come first.
  const { params, list: query } = useMemo(() => carrierSearchRequest(state, user), [state, user]);
  const enabled = query !== null && !defaults.pending;
  const restored = useRestoredPage<PagedList<CarrierSearchResult>>(STORAGE, address);
  const list = useQuery({
    ...(query ?? carrierSearchPageQuery(params)),
    enabled,
    // A page kept for this very address is shown as it is, not asked again.
    ...(restored ? { initialData: restored, staleTime: Infinity } : {}),
  });
  // Not the last search's page, kept on screen while this one loads: it answers another address.
  useStorePage(STORAGE, address, enabled && !list.isPlaceholderData ? list.data : undefined, keepsCarrierSearchCache);
  const { actions, dialog } = useMyCarrierActions();

  const clear = () => change({ filters: DEFAULT_CARRIER_SEARCH_FILTERS, location: null });
  let emptyMessage = 'No carrier matches this search. Check the number, or remove a filter.';
  if (access.planLimitReached) emptyMessage = 'No results: your plan’s carrier searches are used up.';
  else if (!searching) emptyMessage = 'Type an MC or DOT number or a carrier name, or choose filters, to search.';

  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Title order={1} size="h3">
          Carrier Search
        </Title>
        <Group gap="xs">
          {access.savedSearches ? (
            <SaveSearchButton
              type="carrier_search"
              query={searching ? carrierSearchToSave(state) : null}
              suggestedName={state.text || describeCarrierSearch(state.text, state.location !== null)}
            />
          ) : null}
          {access.canExport ? (
            <ExportCsv
              fetchPage={carrierSearchExportPage(params)}
              fileStem="carriers"
              disabled={!enabled || (list.data?.paging.totalRecords ?? 0) === 0}
            />
          ) : null}
        </Group>
      </Group>
      {/* Filters beside the search box; on a phone under it. */}
      <Group gap="md" align="flex-end">
        {/* As wide as the box's 460 px and its button where the row has room; a phone's width otherwise. */}
        <Box style={{ flex: '0 1 560px', minWidth: 0 }}>
          <SearchTextForm text={state.text} radius={state.location !== null} onSearch={(text) => change({ text })} />
        </Box>
        <FilterDrawer
          filters={state.filters}
          onChange={(patch, options) => setFilters(patch, options)}
          onClear={clear}
          location={
            <LocationFilter
              location={state.location}
              radiusMiles={state.radiusMiles}
              onChange={(location, radiusMiles) => change({ location, radiusMiles })}
            />
          }
          actions={
            access.user ? (
              <FilterDefaults
                filters={state.filters}
                userId={access.user.id}
                companyId={access.user.company?.id ?? null}
                canSetCompanyDefault={access.canSetCompanyDefault}
              />
            ) : null
          }
        />
      </Group>
      {state.location ? (
        <Group gap={6}>
          <Text size="sm">
            Within {state.radiusMiles} mi of {state.location.name}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => change({ location: null })}>
            Search everywhere
          </Button>
        </Group>
      ) : null}
      <FilterChips filters={state.filters} onChange={(patch) => setFilters(patch)} />
      {defaults.appliedFrom && ownFilters ? (
        <Alert color="blue" variant="light" p="xs" maw={760}>
          <Text size="sm">
            {defaults.appliedFrom === 'User' ? 'Your' : 'Your company’s'} default filters were applied.{' '}
            <Button size="compact-xs" variant="subtle" onClick={clear}>
              Clear them
            </Button>
          </Text>
        </Alert>
      ) : null}
      {access.planLimitReached ? <PlanLimitPrompt limit={access.searchLimit} /> : null}
      <CarrierResultsTable
        query={list}
        searched={enabled || (defaults.pending && searching)}
        emptyMessage={emptyMessage}
        state={state}
        onChange={change}
        actions={actions}
      />
      {dialog}
    </Stack>
  );
}

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, laneSearchExportPage, laneSearchQuery, useCurrentUser, type LanePage } from '../../api';
import { paths } from '../../config/paths';
import {
  DEFAULT_CARRIER_SEARCH_FILTERS,
  PAGE_SIZE,
  laneSearchBody,
  laneSearchToSave,
  laneSearchToUrl,
} from '../../domain';
import { DataTable } from '../../ui/data-table';
import { formatMiles } from '../../ui/format';
import { localToday } from '../../lib/local-date';
import { STORED_RESULTS } from '../../lib/stored-results';
import { FilterChips } from './filters/filter-chips';
import { FilterDrawer } from './filters/filter-drawer';
import { useLaneSearchUrl } from './hooks/use-lane-search-url';
import { useSearchAccess } from './hooks/use-search-access';
import { useRestoredPage, useStorePage } from './hooks/use-stored-page';
import { laneSearchResultsQueries, laneSearchStoredAddress } from './lane-search-results.route';
import { LaneMap } from './lane/lane-map';
import { laneColumns } from './results/carrier-columns';
import { ExportCsv } from './results/export-csv';
import { useMyCarrierActions } from './results/my-carrier-actions';
import { PlanLimitPrompt } from './results/plan-limit';
import { SaveSearchButton } from './results/save-search';

const STORAGE = STORED_RESULTS.laneSearch;
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/**
 * Lane Search Results (/carriers/lane-search-results): the carriers that run the lane in the address
 * (`searchCarriers` with both areas, the filters, page and 50 a page), the route it answered on the map
 * beside them, the lane paging rule (200 items / 4 pages: a short page is the last), a 500 shown with
 * its message and Retry, the results restored from browser storage only for this very address,
 * filters in a drawer, Save search… and Export CSV.
 */
export default function LaneSearchResultsPage() {
  const navigate = useNavigate();
  const access = useSearchAccess();
  // The address decoded once (useLaneSearchUrl): the stored page's address, the body and the pager derive from it.
  const { state, change, setFilters } = useLaneSearchUrl();
  const address = useMemo(() => laneSearchStoredAddress(state), [state]);
  const body = useMemo(() => laneSearchBody(state), [state]);
  // The route's loader started this same query (lane-search-results.route.ts) unless the results are restored.
  const query = laneSearchResultsQueries(state, useCurrentUser().data ?? null).list;
  const enabled = query !== null;
  const restored = useRestoredPage<LanePage>(STORAGE, address);
  const search = useQuery({
    ...(query ?? laneSearchQuery(body)),
    enabled,
    // Results kept for this very address are shown as they are, not asked again.
    ...(restored ? { initialData: restored, staleTime: Infinity } : {}),
  });
  useStorePage(STORAGE, address, enabled && !search.isPlaceholderData ? search.data : undefined);
  const { actions, dialog } = useMyCarrierActions();
  const showSafetyRating = state.filters.showSafetyRating;
  const columns = useMemo(
    () => laneColumns({ today: localToday(), showSafetyRating, actions }),
    [showSafetyRating, actions],
  );

  const route = search.isError ? null : search.data?.route;
  const rows = search.isError || !enabled ? [] : search.data?.rows;
  const paging = search.isError || !search.data ? undefined : search.data.paging;
  const origin = route?.origin ?? null;
  const destination = route?.destination ?? null;
  const lane = state.origin && state.destination ? `${state.origin.name} to ${state.destination.name}` : null;
  const changeLane = paths.laneSearch.href(Object.fromEntries(laneSearchToUrl({ ...state, page: 1 })));

  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div>
          <Title order={1} size="h3">
            {lane ? `Carriers for ${lane}` : 'Lane Search Results'}
          </Title>
          {route ? (
            <Text size="sm" c="dimmed">
              {formatMiles(route.distance_miles)} · about {hours(route.duration_minutes)} driving
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          <Anchor component={Link} to={changeLane} size="sm">
            Change lane
          </Anchor>
          <FilterDrawer
            filters={state.filters}
            onChange={(patch, options) => setFilters(patch, options)}
            onClear={() => change({ filters: DEFAULT_CARRIER_SEARCH_FILTERS })}
            lane
          />
          {access.savedSearches ? (
            <SaveSearchButton
              type="lane_search"
              query={laneSearchToSave(state)}
              suggestedName={lane ?? 'Lane search'}
            />
          ) : null}
          {access.canExport && body ? (
            <ExportCsv
              fetchPage={laneSearchExportPage(body)}
              fileStem="lane-carriers"
              lane
              disabled={!enabled || (paging?.totalRecords ?? 0) === 0}
            />
          ) : null}
        </Group>
      </Group>
      <FilterChips filters={state.filters} lane onChange={(patch) => setFilters(patch)} />
      {access.planLimitReached ? <PlanLimitPrompt limit={access.searchLimit} /> : null}
      <LaneMap
        origin={origin ? { name: origin.name, latitude: origin.latitude, longitude: origin.longitude } : null}
        destination={
          destination
            ? { name: destination.name, latitude: destination.latitude, longitude: destination.longitude }
            : null
        }
        polyline={route?.polyline}
        height={240}
      />
      <DataTable
        label="Lane search results"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        state={enabled ? search : { isPending: false, isError: false, isFetching: false, refetch: search.refetch }}
        emptyMessage={
          !body
            ? 'Choose an origin and a destination in Lane Search to see the carriers that run the lane.'
            : access.planLimitReached
              ? 'No results: your plan’s carrier searches are used up.'
              : 'No carrier runs this lane with these filters. Remove a filter or widen the miles from either end.'
        }
        errorMessage={`The lane search failed: ${errorMessage(search.error)}`}
        onOpenRow={(row) => void navigate(paths.carrierDetail.href(row.id))}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="carriers"
        onPageChange={(page) => change({ page })}
        maxHeight="calc(100dvh - 480px)"
      />
      {dialog}
    </Stack>
  );
}

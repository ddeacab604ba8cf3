import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { carrierSearchExportPage, carrierSearchPageQuery, useCurrentUser } from '../../api';
import { paths } from '../../config/paths';
import { carrierSearchToUrl, isSearching } from '../../domain';
import { carrierSearchRequest } from './carrier-search.route';
import { FilterChips } from './filters/filter-chips';
import { useCarrierSearchUrl } from './hooks/use-carrier-search-url';
import { useSearchAccess } from './hooks/use-search-access';
import { CarrierResultsTable } from './results/carrier-results-table';
import { ExportCsv } from './results/export-csv';
import { useMyCarrierActions } from './results/my-carrier-actions';
import { PlanLimitPrompt } from './results/plan-limit';
import { SearchTextForm } from './results/search-text-form';

/**
 * Carrier Search Results (/carriers/search-results): where Home's search box sends an MC, DOT, other
 * identifier or a name — the results of that text alone, by the same rules and table as Carrier
 * Search, with the way to refine it there with filters (the same text and any filters the address
 * holds go along). The text can be changed here too.
 */
export default function CarrierSearchResultsPage() {
  const access = useSearchAccess();
  const { state, change, setFilters } = useCarrierSearchUrl();
  const searching = isSearching(state);
  const user = useCurrentUser().data ?? null;
  // The route's loader started this same query (carrier-search-results.route.ts); null: nothing to ask.
  const { params, list: query } = useMemo(() => carrierSearchRequest(state, user), [state, user]);
  const enabled = query !== null;
  const list = useQuery({ ...(query ?? carrierSearchPageQuery(params)), enabled });
  const { actions, dialog } = useMyCarrierActions();
  const refine = carrierSearchToUrl({ ...state, page: 1 }).toString();
  const total = list.data?.paging.totalRecords;

  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div>
          <Title order={1} size="h3">
            {state.text ? `Carriers matching “${state.text}”` : 'Carrier Search Results'}
          </Title>
          {enabled && total !== undefined && !list.isError ? (
            <Text size="sm" c="dimmed">
              {total === 1 ? '1 carrier found' : `${total} carriers found`}
            </Text>
          ) : null}
        </div>
        <Group gap="sm">
          <Anchor component={Link} to={`${paths.globalSearch.href()}${refine ? `?${refine}` : ''}`} size="sm">
            Refine with filters in Carrier Search
          </Anchor>
          {access.canExport ? (
            <ExportCsv
              fetchPage={carrierSearchExportPage(params)}
              fileStem="carriers"
              disabled={!enabled || (total ?? 0) === 0}
            />
          ) : null}
        </Group>
      </Group>
      <SearchTextForm text={state.text} radius={state.location !== null} onSearch={(text) => change({ text })} />
      <FilterChips filters={state.filters} onChange={(patch) => setFilters(patch)} />
      {access.planLimitReached ? <PlanLimitPrompt limit={access.searchLimit} /> : null}
      <CarrierResultsTable
        query={list}
        searched={enabled}
        emptyMessage={
          access.planLimitReached
            ? 'No results: your plan’s carrier searches are used up.'
            : searching
              ? 'No carrier matches. Check the number, or search by name.'
              : 'Type an MC or DOT number or a carrier name to search.'
        }
        state={state}
        onChange={change}
        actions={actions}
      />
      {dialog}
    </Stack>
  );
}

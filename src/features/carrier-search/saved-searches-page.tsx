import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, useDeleteSavedSearchAndRefresh, useSavedSearches, type SavedSearch } from '../../api';
import { paths } from '../../config/paths';
import { savedSearchSummary, savedSearchTarget } from '../../domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import { notify } from '../../ui/notify';
import { useUrlTab } from '../../ui/use-url-tab';
import { useSearchAccess } from './hooks/use-search-access';
import { savedSearchesQueries } from './saved-searches.route';
import { inTransition } from '../../ui/in-transition';

const TABS = ['all', 'carrier_search', 'lane_search', 'contact_search'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  all: 'All',
  carrier_search: 'Carrier searches',
  lane_search: 'Lane searches',
  contact_search: 'Contact searches',
};
const KIND: Record<string, string> = { carrier_search: 'Carrier', lane_search: 'Lane', contact_search: 'Contact' };

/** Where running a saved search goes, or null when it cannot run (or this user may not reach it). */
function useRunTarget() {
  const { lanes, contacts } = useSearchAccess();
  return useCallback(
    (saved: SavedSearch): string | null => {
      const target = savedSearchTarget(saved);
      if (!target) return null;
      if (target.route === 'laneSearchResults' && !lanes) return null;
      if (target.route === 'contactSearch' && !contacts) return null;
      return paths[target.route].href(Object.fromEntries(target.search));
    },
    [lanes, contacts],
  );
}

/**
 * Saved Searches (/carriers/saved-searches): the user's saved carrier, lane and contact searches,
 * newest first, by kind in tabs (in the URL). Run opens the search it saved with its filters; Delete
 * asks first, naming the search.
 */
export default function SavedSearchesPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useUrlTab(TABS);
  // The route's loader started this same query (saved-searches.route.ts).
  const list = useSavedSearches(savedSearchesQueries().list);
  const remove = useDeleteSavedSearchAndRefresh();
  const runTarget = useRunTarget();
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const [shown, setShown] = useState<SavedSearch | null>(null);

  const columns = useMemo(
    (): DataTableColumn<SavedSearch>[] => [
      {
        id: 'name',
        header: 'Name',
        maxWidth: 300,
        title: (s) => s.name,
        cell: (s) => (
          <Text span fz="inherit" fw={600}>
            {s.name}
          </Text>
        ),
      },
      { id: 'kind', header: 'Kind', cell: (s) => KIND[s.is_type] ?? s.is_type },
      { id: 'what', header: 'Searches for', maxWidth: 420, title: savedSearchSummary, cell: savedSearchSummary },
      { id: 'saved', header: 'Saved', cell: (s) => formatDateTime(s.created_at) },
      {
        id: 'actions',
        header: 'Actions',
        cell: (s) => {
          const to = runTarget(s);
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="light"
                disabled={to === null}
                title={to ? undefined : 'This search cannot be run with your plan'}
                aria-label={`Run ${s.name}`}
                onClick={() => to && void navigate(to)}
              >
                Run
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Delete ${s.name}`}
                onClick={() => {
                  setToDelete(s);
                  setShown(s);
                }}
              >
                Delete
              </Button>
            </Group>
          );
        },
      },
    ],
    [navigate, runTarget],
  );

  const rows = list.data?.filter((s) => tab === 'all' || s.is_type === tab);
  return (
    <Stack p="md" gap="xs">
      <Title order={1} size="h3">
        Saved Searches
      </Title>
      <Tabs value={tab} onChange={inTransition((next) => next && setTab(next as Tab))} keepMounted={false}>
        <Tabs.List aria-label="Saved search kinds">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} fz="sm" py={6} px="sm">
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        label={`${TAB_LABELS[tab]} saved`}
        columns={columns}
        rows={list.isError ? [] : rows}
        getRowId={(s) => String(s.id)}
        state={list}
        emptyMessage={
          tab === 'all'
            ? 'No saved searches yet. Save one from Carrier Search, Lane Search Results or Contact Search.'
            : `No ${TAB_LABELS[tab].toLowerCase()} saved.`
        }
        errorMessage={`Could not load your saved searches: ${errorMessage(list.error)}`}
        onOpenRow={(s) => {
          const to = runTarget(s);
          if (to) void navigate(to);
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={`Delete the saved search “${shown?.name ?? ''}”?`}
        confirmLabel="Delete saved search"
        danger
        onConfirm={async () => {
          if (!shown) return;
          await remove.mutateAsync({ id: shown.id });
          notify('success', `“${shown.name}” was deleted.`);
        }}
        errorText={errorMessage}
      >
        {shown ? savedSearchSummary(shown) : null}. The search itself is not affected; only this shortcut to it goes.
      </ConfirmDialog>
    </Stack>
  );
}

import { Button, Group, Select, Stack, Switch, Tabs, Title } from '@mantine/core';
import { useQueryState } from 'nuqs';
import { useCallback } from 'react';
import { useWhenSettled } from '../../api';
import { lazyDialog } from '../../ui/lazy-dialog';
import { parseId, DEFAULT_LOAD_BOARD_SORT, LOAD_BOARD_SORTS, type LoadBoardSort } from '../../domain';
import { BoardView } from './board-view';
import { exchangeQueries } from './exchange.route';
import { EXCHANGE_TABS, SORT_LABELS, TAB_LABELS, type ExchangeTab } from './labels';
import { localToday } from '../../lib/local-date';
import { TruckPostingsView } from './truck-postings-view';
import { useBoardSearch } from './use-board-search';
import { useEquipmentLabel } from './use-equipment-label';
import { useNow } from './use-now';
import { inTransition } from '../../ui/in-transition';

// A load's drawer (its detail, capacity and set-aside tabs, with Mantine's Drawer) loads when a load
// is first opened, or once the board's first data has settled: not before the board's first paint.
const LoadDrawer = lazyDialog(
  () => import('./load-drawer').then((module) => module.LoadDrawer),
  (props) => props.loadId !== null,
);

const SORTS = (Object.keys(LOAD_BOARD_SORTS) as LoadBoardSort[]).map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * Exchange: the broker's load board (monitoring §2–§9). All, Posted and Unposted views of the
 * available loads with every filter of §3, kept in the URL and in local storage; the sort options of
 * §9; post and unpost from a row, the keyboard, the detail or in bulk; a load's detail, capacity and
 * set-aside carriers in a drawer the address opens (`?load=50006`); and the truck postings tab.
 */
export default function ExchangePage() {
  const search = useBoardSearch();
  const [load, setLoadEntry] = useQueryState('load');
  const tab: ExchangeTab = search.onTrucks ? 'trucks' : search.filters.view;
  const openLoad = parseId(load ?? '');
  const now = useNow();
  const today = localToday(now);
  // The route's loader started these same queries (exchange.route.ts) while this code loaded.
  const queries = exchangeQueries({
    search: { filters: search.filters, page: search.page },
    trucks: search.onTrucks,
    restoring: search.restoring,
    load: openLoad,
    today,
  });
  const equipmentLabel = useEquipmentLabel(queries.equipment);
  useWhenSettled(LoadDrawer.preload);
  const setLoad = useCallback(
    (id: number | null) => void setLoadEntry(id === null ? null : String(id)),
    [setLoadEntry],
  );

  if (search.restoring) return null;
  const { filters } = search;
  return (
    <Stack p="md" gap="xs">
      {/* The title and the board's own controls share a line; on a phone the controls go under it. */}
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h3">
          Exchange
        </Title>
        {tab !== 'trucks' ? (
          <Group gap="sm" align="flex-end">
            <Switch
              size="xs"
              label="My loads"
              checked={filters.my_loads}
              onChange={(event) => search.change({ my_loads: event.currentTarget.checked })}
              mb={6}
            />
            <Select
              size="xs"
              label="Sort by"
              data={SORTS}
              value={filters.sort ?? DEFAULT_LOAD_BOARD_SORT}
              onChange={inTransition((sort) => search.change({ sort: sort === null ? null : (sort as LoadBoardSort) }))}
              allowDeselect={false}
              w={250}
            />
            {search.filtered ? (
              <Button size="xs" variant="subtle" onClick={search.clear}>
                Clear filters
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Tabs
        value={tab}
        onChange={inTransition((next) => {
          if (next === 'trucks') search.showTrucks();
          else if (next) search.change({ view: next as Exclude<ExchangeTab, 'trucks'> });
        })}
        keepMounted={false}
      >
        <Tabs.List aria-label="Exchange tabs">
          {EXCHANGE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} fz="sm" py={6} px="sm">
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {queries.trucks ? (
        <TruckPostingsView query={queries.trucks} onPage={search.setPage} equipmentLabel={equipmentLabel} />
      ) : queries.board ? (
        <BoardView
          filters={filters}
          query={queries.board}
          now={now}
          onChange={search.change}
          onPage={search.setPage}
          onOpen={(load) => setLoad(load.id)}
        />
      ) : null}
      <LoadDrawer
        loadId={openLoad}
        detail={queries.load}
        onClose={() => setLoad(null)}
        now={now}
        equipmentLabel={equipmentLabel}
      />
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { errorMessage, searchRequirementsProblem, shownPage, usePostingToggle, type BoardLoad } from '../../api';
import {
  DEFAULT_LOAD_BOARD_SORT,
  PAGE_SIZE,
  loadBoardSortOf,
  loadBoardSortParts,
  type LoadBoardFilters,
} from '../../domain';
import { DataTable, withTicks } from '../../ui/data-table';
import { notify } from '../../ui/notify';
import { boardColumns } from './board-columns';
import { BoardFilterPanel } from './board-filter-panel';
import { BulkPosting } from './bulk-posting';
import type { BoardPageQuery } from './exchange.route';
import { VIEW_EMPTY } from './labels';

type Change = (patch: Partial<LoadBoardFilters>, options?: { replace?: boolean }) => void;

/**
 * One view of the load board (All, Posted or Unposted): the filters, the bulk actions on the ticked
 * loads, and 50 loads a page from the domain's search request (the route data's `board` query,
 * exchange.route.ts), refreshed every minute without moving the focused row. j/k move, Enter opens
 * a load, `p` posts or unposts it, `x` ticks it.
 */
export function BoardView(props: {
  filters: LoadBoardFilters;
  query: BoardPageQuery;
  now: Date;
  onChange: Change;
  onPage: (page: number) => void;
  onOpen: (load: BoardLoad) => void;
}) {
  const { filters, query, now, onChange, onOpen } = props;
  const board = useQuery(query);
  const problem = useMemo(() => searchRequirementsProblem(board.error), [board.error]);
  const { refetch } = board;
  const retry = useCallback(() => void refetch(), [refetch]);
  const { rows, paging } = shownPage(board);
  // The search request (the key's body): another search, view or page.
  const resetKey = JSON.stringify(query.queryKey);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectionKey, setSelectionKey] = useState(resetKey);
  if (selectionKey !== resetKey) {
    // Another search, view or page: what was ticked is no longer on screen.
    setSelectionKey(resetKey);
    setSelected(new Set());
  }
  const select = useCallback((ids: string[], on: boolean) => setSelected((before) => withTicks(before, ids, on)), []);

  const { toggle, pendingId } = usePostingToggle();
  const postOrUnpost = useCallback(
    (load: BoardLoad) =>
      void toggle(load).then(
        () => notify('success', `Load ${load.id} ${load.is_posted ? 'is off the board' : 'is posted'}.`),
        (error: unknown) =>
          notify('error', errorMessage(error), `Load ${load.id} was not ${load.is_posted ? 'unposted' : 'posted'}`),
      ),
    [toggle],
  );
  const columns = useMemo(
    () =>
      boardColumns({
        now,
        onToggle: postOrUnpost,
        pendingId,
        withDistance: filters.origin_area_id !== null,
      }),
    [now, postOrUnpost, pendingId, filters.origin_area_id],
  );
  const rowKeys = useMemo(
    () => ({ p: postOrUnpost, x: (load: BoardLoad) => select([String(load.id)], !selected.has(String(load.id))) }),
    [postOrUnpost, select, selected],
  );
  const selection = useMemo(
    () => ({ selected, onChange: select, rowLabel: (load: BoardLoad) => `Select load ${load.id}` }),
    [selected, select],
  );
  // The bulk bar follows the ticks a render later: the boxes change in the click's own frame, the
  // bar (and the table moving down under it) in the next (issue 29).
  const ticked = useDeferredValue(selected);
  const selectedLoads = (rows ?? []).filter((load) => ticked.has(String(load.id)));
  const empty =
    filters.my_loads && board.data?.noUserLoads
      ? 'You have no loads on the board. Turn off “My loads” to see everyone’s.'
      : VIEW_EMPTY[filters.view];

  return (
    <Stack gap="xs">
      <BoardFilterPanel filters={filters} onChange={onChange} problem={problem} onRetry={retry} />
      <BulkPosting selected={selectedLoads} onUnselect={(ids) => select(ids.map(String), false)} />
      <DataTable
        label={`${filters.view === 'all' ? 'All' : filters.view === 'posted' ? 'Posted' : 'Unposted'} loads on the board`}
        columns={columns}
        rows={rows}
        getRowId={(load) => String(load.id)}
        // Any failed search does not meet the requirements (monitoring §5): said beside the filters,
        // with its error, never as the table's failure.
        state={{ isPending: board.isPending, isError: false, isFetching: board.isFetching, refetch: board.refetch }}
        emptyMessage={problem ? 'Change the search to see loads.' : empty}
        sort={loadBoardSortParts(filters.sort ?? DEFAULT_LOAD_BOARD_SORT)}
        onSortChange={(next) => onChange({ sort: loadBoardSortOf(next.key, next.direction) })}
        onOpenRow={onOpen}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="loads"
        onPageChange={props.onPage}
        selection={selection}
        rowKeys={rowKeys}
        resetKey={resetKey}
        maxHeight="calc(100dvh - 330px)"
      />
      {/* The keys are for a keyboard: a phone (below Mantine's sm) leaves the legend out, where it
          wrapped to the screen's largest text under the board. */}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        Keys on a row: j/k or ↑/↓ move · Enter opens · p posts or unposts · x selects. The board refreshes every minute.
      </Text>
    </Stack>
  );
}

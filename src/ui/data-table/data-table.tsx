import { Alert, Button, Group, Progress, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Paging } from '../../domain';
import classes from './data-table.module.css';
import { DataTablePager } from './data-table-pager';

/** A column of a DataTable: its header, how a row's cell renders, and the server sort field it sorts by. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort field (`origin` in `q[s]=origin asc`); columns without one do not sort. */
  sortKey?: string;
  /** Sort descending first when the header is clicked (dates and counts). */
  descFirst?: boolean;
  width?: number | string;
  /** Cells wider than this are cut with an ellipsis (default 340 px), so the table fits a laptop screen. */
  maxWidth?: number;
  /** The cell's full text as a tooltip, for cells that may be cut. */
  title?: (row: T) => string | undefined;
  align?: 'left' | 'right';
}

/** A server sort: the field and its direction. */
export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** A server sort as the list's URL and the API write it ("origin asc"), or null when it is not one. */
export function sortFromString(value: string): DataTableSort | null {
  const [key, direction, ...rest] = value.split(' ');
  return key && rest.length === 0 && (direction === 'asc' || direction === 'desc') ? { key, direction } : null;
}

/** The query state the table shows: a TanStack Query result has this shape. */
export interface DataTableState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<T extends RowData> {
  /** The accessible name of the table ("Open loads"). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The page's rows; undefined while the first page loads. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  state: DataTableState;
  emptyMessage: ReactNode;
  /** What failed, shown with a Retry button ("Could not load the loads."). */
  errorMessage: ReactNode;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Enter on a focused row, or a click on it outside its links and buttons. */
  onOpenRow?: (row: T) => void;
  paging?: Paging;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** What the rows are, for the pager's count ("loads"). */
  itemName?: string;
  /** Height of the scrolling body; rows beyond it are virtualised. */
  maxHeight?: number | string;
}

/** Row height in pixels at the portal's density: 25+ rows fit a 1080p screen under the app's header, tabs and pager. */
export const ROW_HEIGHT = 27;
const SKELETON_ROWS = 12;
const EMPTY: readonly never[] = [];
const features = tableFeatures({ rowSortingFeature });
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="combobox"], [role="checkbox"]';

/**
 * The one table of the portal, on TanStack Table (headless: column and row models, sort state) and
 * TanStack Virtual (only the rows in view are in the DOM), drawn with Mantine's Table. Sorting is
 * the server's: a header click asks for a new sort through `onSortChange` and the screen refetches.
 * The header sticks; rows are reached with the arrow keys or j/k (Home/End jump), Enter opens one.
 * While the first page loads it shows skeleton rows; then the rows, an empty message, or the error
 * with Retry; paging comes from the response headers (see `usePagedList`).
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, columns, rows, getRowId, state, sort, onSortChange, onOpenRow, paging } = props;
  const data = rows ?? EMPTY;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusNext = useRef(false);

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, T> => ({
        id: column.id,
        header: column.header,
        // The server sorts; the sorting feature only needs an accessor to call a column sortable.
        accessorFn: () => null,
        cell: (context) => column.cell(context.row.original),
        enableSorting: Boolean(column.sortKey) && Boolean(onSortChange),
        sortDescFirst: column.descFirst ?? false,
      })),
    [columns, onSortChange],
  );
  const sorting: SortingState = useMemo(() => {
    const column = sort ? columns.find((c) => c.sortKey === sort.key) : undefined;
    return column && sort ? [{ id: column.id, desc: sort.direction === 'desc' }] : [];
  }, [columns, sort]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: data as T[],
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      const column = first ? columns.find((c) => c.id === first.id) : undefined;
      if (first && column?.sortKey) onSortChange?.({ key: column.sortKey, direction: first.desc ? 'desc' : 'asc' });
    },
  });
  const tableRows = table.getRowModel().rows;

  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 8,
  });

  // A new page starts at its first row.
  useEffect(() => {
    setActive(0);
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [rows]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${active}"]`)?.focus();
  });

  const move = (index: number) => {
    const target = Math.max(0, Math.min(tableRows.length - 1, index));
    focusNext.current = true;
    setActive(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      j: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      k: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tableRows.length - 1),
      Enter: () => onOpenRow?.(row),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, index: number, row: T) => {
    setActive(index);
    if (!onOpenRow || (event.target as Element).closest(INTERACTIVE)) return;
    onOpenRow(row);
  };

  const columnCount = columns.length;
  const showRows = !state.isPending && !state.isError && tableRows.length > 0;
  const items = virtualizer.getVirtualItems();
  const padTop = showRows && items.length ? (items[0]?.start ?? 0) : 0;
  const padBottom = showRows && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  let body: ReactNode;
  if (state.isPending) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Tr key={i} aria-hidden>
        {columns.map((column) => (
          <Table.Td key={column.id}>
            <Skeleton height={10} radius="sm" width={`${50 + ((i * 7 + column.id.length * 13) % 45)}%`} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (state.isError) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} className={classes.message}>
          <Alert color="red" variant="light" role="alert" maw={560} mx="auto" my="md">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{props.errorMessage}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void state.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (tableRows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} className={classes.message}>
          <Text size="sm" c="dimmed" ta="center" py="xl">
            {props.emptyMessage}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = (
      <>
        {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
        {items.map((item) => {
          const row = tableRows[item.index];
          if (!row) return null;
          return (
            <Table.Tr
              key={row.id}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              tabIndex={item.index === active ? 0 : -1}
              className={classes.row}
              data-openable={onOpenRow ? true : undefined}
              onKeyDown={(event) => onRowKey(event, item.index, row.original)}
              onClick={(event) => onRowClick(event, item.index, row.original)}
              onFocus={(event) => event.target === event.currentTarget && setActive(item.index)}
            >
              {row.getAllCells().map((cell, i) => {
                const column = columns[i];
                return (
                  <Table.Td
                    key={cell.id}
                    ta={column?.align ?? 'left'}
                    style={column?.maxWidth ? { maxWidth: column.maxWidth } : undefined}
                    title={column?.title?.(row.original)}
                  >
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          );
        })}
        {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
      </>
    );
  }

  return (
    <div className={classes.frame}>
      <div className={classes.progress}>
        {state.isFetching && !state.isPending ? (
          <Progress value={100} animated size={2} aria-label={`Loading ${label}`} />
        ) : null}
      </div>
      <div ref={scrollRef} className={classes.scroll} style={{ maxHeight: props.maxHeight ?? 'calc(100dvh - 244px)' }}>
        <Table
          stickyHeader
          striped
          highlightOnHover={showRows}
          className={classes.table}
          aria-label={label}
          aria-rowcount={showRows ? tableRows.length + 1 : undefined}
          aria-busy={state.isFetching || undefined}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} aria-rowindex={showRows ? 1 : undefined}>
                {group.headers.map((header, i) => {
                  const column = columns[i];
                  const direction = header.column.getIsSorted();
                  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={header.column.getCanSort() ? (ariaSort ?? 'none') : undefined}
                      style={{ width: column?.width }}
                      ta={column?.align ?? 'left'}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} className={classes.sort}>
                          <Group gap={4} wrap="nowrap" justify={column?.align === 'right' ? 'flex-end' : 'flex-start'}>
                            <span>{column?.header}</span>
                            <span aria-hidden className={classes.sortMark} data-active={direction ? true : undefined}>
                              {direction === 'desc' ? '▼' : direction === 'asc' ? '▲' : '↕'}
                            </span>
                          </Group>
                        </UnstyledButton>
                      ) : (
                        column?.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
      {paging && props.onPageChange ? (
        <DataTablePager
          paging={paging}
          pageSize={props.pageSize ?? 50}
          itemName={props.itemName ?? 'items'}
          onPageChange={props.onPageChange}
          rowsOnPage={state.isError ? 0 : tableRows.length}
        />
      ) : null}
    </div>
  );
}

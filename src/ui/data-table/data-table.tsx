import { Progress, Table } from '@mantine/core';
import { useTable, type ColumnDef, type RowData, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Paging } from '../../domain';
import { inTransition } from '../in-transition';
import { DataTableMessage, DataTableRows, rowEvents, type BodyMessage } from './data-table-body';
import type { DataTableColumn } from './data-table-column';
import { DataTableHead } from './data-table-head';
import classes from './data-table.module.css';
import { DataTablePager } from './data-table-pager';
import { initialRect, observeRectAfterLayout, scrollUnlessThere } from './virtual-layout';
import { SELECT_COLUMN, SelectionProvider, type DataTableSelection } from './select-column';
import { TABLE_FEATURES, type TableFeatureSet } from './table-features';
import { useRowFocus } from './use-row-focus';
import { useSameRows } from './same-rows';

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
  /** The query behind the rows; rows that are simply there (a load's stops) need none. */
  state?: DataTableState;
  emptyMessage: ReactNode;
  /** What failed, shown with a Retry button ("Could not load the loads."); needed with a `state`. */
  errorMessage?: ReactNode;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Enter on a focused row, or a click on it outside its links and buttons. */
  onOpenRow?: (row: T) => void;
  paging?: Paging;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** What the rows are, for the pager's count ("loads"). */
  itemName?: string;
  /** Items of the page the pager counts, when rows gather several (a movement's alerts); the rows by default. */
  itemsOnPage?: number;
  /** Height of the scrolling body; rows beyond it are virtualised. */
  maxHeight?: number | string;
  /** Rows the broker can tick for bulk actions: a leading checkbox column (and the screen's `x` key). */
  selection?: DataTableSelection<T>;
  /** Single keys acting on the focused row beside the built-in ones (`{ p: post, x: select }`). */
  rowKeys?: Readonly<Record<string, (row: T) => void>>;
  /**
   * What makes a new result (the query: tab, filters, page): it starts at its first row. New rows
   * under the same key (a background refresh) keep the focused row and the scroll. Default: the rows.
   */
  resetKey?: unknown;
}

/**
 * Row pitch in pixels at the portal's density (the cell's height plus its 1-px border, set in the
 * CSS from this one number): 25+ rows fit a 1080p screen under the app's header, tabs and pager.
 */
const ROW_HEIGHT = 26;
const EMPTY: readonly never[] = [];
const SETTLED: DataTableState = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

/**
 * The one table of the portal, on TanStack Table (headless: column and row models, sort state) and
 * TanStack Virtual (only the rows in view are in the DOM), drawn with Mantine's Table. Sorting is
 * the server's: a header click asks for a new sort through `onSortChange` and the screen refetches.
 * The header sticks; rows are reached with the arrow keys or j/k (Home/End jump), Enter opens one.
 * While the first page loads it shows skeleton rows; then the rows, an empty message, or the error
 * with Retry; paging comes from the response headers (see `shownPage` in src/api).
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, getRowId, state = SETTLED, sort, onSortChange, onOpenRow, paging, selection } = props;
  // New rows (the first page, another page) are drawn after the update that brought them, in slices
  // of a few milliseconds that leave the browser free to paint and answer input, instead of in the
  // one long task in which the query's answer reaches React (on a phone, the screen's longest; issue
  // 29). Until then the table shows what it showed: the skeleton, or the previous rows.
  const given = useSameRows(props.rows);
  const rows = useDeferredValue(given);
  const resetKey = useDeferredValue('resetKey' in props ? props.resetKey : given);
  // Rows given but not drawn yet: the skeleton, not the rows it had when those were none (a search's
  // table before it searched, `rows={[]}`, said "No carrier matches this search" until it drew them).
  const drawing =
    given !== undefined && rows !== given && (rows === undefined || (rows.length === 0 && given.length > 0));
  const data = rows ?? EMPTY;
  // The same columns whatever is ticked: the boxes read the selection themselves (select-column.tsx).
  const selectable = selection !== undefined;
  const columns = useMemo(
    () => (selectable ? [SELECT_COLUMN as DataTableColumn<T>, ...props.columns] : props.columns),
    [selectable, props.columns],
  );
  const scrollRef = useRef<HTMLDivElement>(null);

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<TableFeatureSet, T> => ({
        id: column.id,
        header: column.header,
        // The server sorts; the sorting feature only needs an accessor to call a column sortable.
        accessorFn: () => null,
        enableSorting: Boolean(column.sortKey) && Boolean(onSortChange),
        sortDescFirst: column.descFirst ?? false,
      })),
    [columns, onSortChange],
  );
  // By value: a screen hands a new sort object on each of its renders.
  const sortKey = sort?.key;
  const sortDirection = sort?.direction;
  const sorting: SortingState = useMemo(() => {
    const column = sortKey ? columns.find((c) => c.sortKey === sortKey) : undefined;
    return column ? [{ id: column.id, desc: sortDirection === 'desc' }] : [];
  }, [columns, sortKey, sortDirection]);

  const table = useTable({
    features: TABLE_FEATURES,
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
      const key = column?.sortKey;
      // A transition, as a page is.
      if (first && key && onSortChange) inTransition(onSortChange)({ key, direction: first.desc ? 'desc' : 'asc' });
    },
  });
  const tableRows = table.getRowModel().rows;
  // The page's row ids, in order: the focused row follows them, and the page's box ticks them.
  const ids = useMemo(() => tableRows.map((row) => row.id), [tableRows]);

  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 8,
    // Measured and scrolled without laying the page out inside React's commit (virtual-layout.ts).
    initialRect: initialRect(),
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessThere,
  });
  const focus = useRowFocus<T>({
    count: tableRows.length,
    rows,
    ids,
    resetKey,
    keys: props.rowKeys,
    scrollRef,
    scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    // Not when the body has not been scrolled since it mounted: scrolling (even to where it is) makes
    // the browser lay the page out there and then, inside React's work.
    scrollToTop: () => {
      if ((virtualizer.scrollOffset ?? 0) !== 0) scrollRef.current?.scrollTo?.({ top: 0 });
    },
    onOpen: onOpenRow,
  });

  let message: BodyMessage | null = null;
  if (state.isPending || drawing) message = { kind: 'loading' };
  else if (state.isError) message = { kind: 'error', text: props.errorMessage, retry: state.refetch };
  else if (tableRows.length === 0) message = { kind: 'empty', text: props.emptyMessage };
  const showRows = message === null;

  return (
    <SelectionProvider selection={selection} getRowId={getRowId} ids={ids}>
      <div className={classes.frame} style={{ '--data-table-row-height': `${ROW_HEIGHT}px` } as CSSProperties}>
        <div className={classes.progress}>
          {state.isFetching && !state.isPending && !drawing ? (
            <Progress value={100} animated size={2} aria-label={`Loading ${label}`} />
          ) : null}
        </div>
        <div
          ref={scrollRef}
          className={classes.scroll}
          style={{ maxHeight: props.maxHeight ?? 'calc(100dvh - 244px)' }}
        >
          <Table
            stickyHeader
            striped
            highlightOnHover={showRows}
            className={classes.table}
            aria-label={label}
            aria-rowcount={showRows ? tableRows.length + 1 : undefined}
            aria-busy={state.isFetching || undefined}
          >
            <DataTableHead
              groups={table.getHeaderGroups()}
              columns={columns}
              sorting={sorting}
              rowIndex={showRows ? 1 : undefined}
            />
            <Table.Tbody {...(showRows ? rowEvents<T>(tableRows, focus) : {})}>
              {message ? (
                <DataTableMessage message={message} columns={columns} />
              ) : (
                <DataTableRows
                  rows={tableRows}
                  items={virtualizer.getVirtualItems()}
                  totalSize={virtualizer.getTotalSize()}
                  columns={columns}
                  active={focus.active}
                  openable={Boolean(onOpenRow)}
                />
              )}
            </Table.Tbody>
          </Table>
        </div>
        {paging && props.onPageChange ? (
          <DataTablePager
            paging={paging}
            pageSize={props.pageSize ?? 50}
            itemName={props.itemName ?? 'items'}
            onPageChange={props.onPageChange}
            rowsOnPage={state.isError ? 0 : (props.itemsOnPage ?? tableRows.length)}
          />
        ) : null}
      </div>
    </SelectionProvider>
  );
}

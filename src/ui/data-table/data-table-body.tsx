import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { Row, RowData } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DataTableColumn } from './data-table-column';
import classes from './data-table.module.css';
import type { TableFeatureSet } from './table-features';
import type { useRowFocus } from './use-row-focus';

const SKELETON_ROWS = 12;
/** Mantine's own class names of a table row and cell. */
const MANTINE = Table.Td.classes;

/** What the body shows instead of rows: skeletons while the first page loads, or one message row. */
export type BodyMessage =
  { kind: 'loading' } | { kind: 'error'; text: ReactNode; retry: () => unknown } | { kind: 'empty'; text: ReactNode };

/** One full-width row holding a message (the error with Retry, or the empty text). */
function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} className={classes.message}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** The table body when it has no rows to show: skeleton rows, the error with Retry, or the empty message. */
export function DataTableMessage<T>({
  message,
  columns,
}: {
  message: BodyMessage;
  columns: readonly DataTableColumn<T>[];
}) {
  // Plain elements, not Mantine's Skeleton: a tab with several tables draws hundreds of these at
  // once, and a component with its own styles and animation per cell made opening it slow.
  if (message.kind === 'loading')
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr
        key={i}
        aria-hidden
        className={`${MANTINE.tr} ${classes.skeletonRow}`}
        data-with-row-border
        data-striped="odd"
      >
        {columns.map((column) => (
          <td key={column.id} className={MANTINE.td}>
            <span className={classes.skeleton} style={{ width: `${50 + ((i * 7 + column.id.length * 13) % 45)}%` }} />
          </td>
        ))}
      </tr>
    ));
  return (
    <MessageRow colSpan={columns.length}>
      {message.kind === 'error' ? (
        <Alert color="red" variant="light" role="alert" maw={560} mx="auto" my="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{message.text}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void message.retry()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {message.text}
        </Text>
      )}
    </MessageRow>
  );
}

/**
 * One cell's content: its column's `cell` called with the row, drawn again only when either
 * changes. A table draws again for much that leaves its cells as they were (a ticked row, the
 * focused row, a refresh's progress bar, another tab's or page's first render while the new rows
 * wait): a page in view is some thirty rows of a dozen cells, and calling every cell again, with
 * its Mantine badges and buttons, was most of a click's time on a phone (issue 29). A column's
 * `cell` is a new function whenever what it draws with changes (the screens build their columns
 * with what they need, memoised on it), so the same function and row draw the same cell.
 * Rendered as an element of this one type, not as the column's own function as a component: a new
 * columns array would otherwise be a new component type for every cell, remounting them all, and a
 * focused checkbox or button lost its focus.
 */
const CellContent = memo(function CellContent({ cell, row }: { cell: (row: never) => ReactNode; row: unknown }) {
  return (cell as (row: unknown) => ReactNode)(row);
});

/** A row's place and tab stop, and what it shows: drawn again only when one of these changes. */
interface DataRowProps {
  original: unknown;
  index: number;
  active: boolean;
  columns: readonly DataTableColumn<never>[];
  openable: boolean;
}

/**
 * One row, a plain row and cells with Mantine's classes and data attributes (what Table.Tr and
 * Table.Td render): a page of 50 rows has hundreds of cells, and a component per cell made drawing
 * a page slow. Memoised, with no handlers of its own (the body listens for all rows, `rowEvents`):
 * a tick, a focus move or a refresh's progress bar leaves the other rows as they were, where each
 * drew every row again with its dozen cells (issue 29, Exchange's bulk post).
 */
const DataRow = memo(function DataRow({ original, index, active, columns, openable }: DataRowProps) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      className={`${MANTINE.tr} ${classes.row}`}
      data-with-row-border
      data-striped="odd"
      data-hover
      data-openable={openable || undefined}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={MANTINE.td}
          style={{ textAlign: column.align ?? 'left', maxWidth: column.maxWidth }}
          title={column.title?.(original as never)}
        >
          <CellContent cell={column.cell} row={original} />
        </td>
      ))}
    </tr>
  );
});

/** The rows in view (the virtualiser's items), padded above and below so the scroll height stays true. */
export function DataTableRows<T extends RowData>({
  rows,
  items,
  totalSize,
  columns,
  active,
  openable,
}: {
  rows: Row<TableFeatureSet, T>[];
  items: VirtualItem[];
  totalSize: number;
  columns: readonly DataTableColumn<T>[];
  /** The index of the row in the tab order. */
  active: number;
  openable: boolean;
}) {
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? totalSize - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <>
      {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataRow
            key={row.id}
            original={row.original}
            index={item.index}
            active={item.index === active}
            columns={columns as readonly DataTableColumn<never>[]}
            openable={openable}
          />
        );
      })}
      {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
    </>
  );
}

/**
 * The rows' keys, clicks and focus, heard once on the table body: the row is the one the event
 * came from (its `data-index`). Keys and focus count on the row itself only, not on a control in it.
 */
export function rowEvents<T extends RowData>(
  rows: Row<TableFeatureSet, T>[],
  focus: ReturnType<typeof useRowFocus<T>>,
) {
  const rowOf = (target: EventTarget) => {
    const tr = target instanceof Element ? target.closest('tr[data-index]') : null;
    const index = Number(tr?.getAttribute('data-index'));
    const row = tr ? rows[index] : undefined;
    return tr && row ? { tr, index, original: row.original } : null;
  };
  return {
    onKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => {
      const hit = rowOf(event.target);
      if (hit && hit.tr === event.target) focus.onKeyDown(event, hit.index, hit.original);
    },
    onClick: (event: MouseEvent<HTMLTableSectionElement>) => {
      const hit = rowOf(event.target);
      if (hit) focus.onClick(event, hit.index, hit.original);
    },
    onFocus: (event: FocusEvent<HTMLTableSectionElement>) => {
      const hit = rowOf(event.target);
      if (hit && hit.tr === event.target) focus.onFocus(hit.index);
    },
  };
}

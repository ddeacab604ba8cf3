import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Row, RowData } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';
import classes from './data-table.module.css';
import type { TableFeatureSet } from './table-features';
import type { useRowFocus } from './use-row-focus';

const SKELETON_ROWS = 12;

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
  if (message.kind === 'loading')
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Tr key={i} aria-hidden>
        {columns.map((column) => (
          <Table.Td key={column.id}>
            <Skeleton height={10} radius="sm" width={`${50 + ((i * 7 + column.id.length * 13) % 45)}%`} />
          </Table.Td>
        ))}
      </Table.Tr>
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

/** The rows in view (the virtualiser's items), padded above and below so the scroll height stays true. */
export function DataTableRows<T extends RowData>({
  rows,
  items,
  totalSize,
  columns,
  focus,
  openable,
  renderCell,
}: {
  rows: Row<TableFeatureSet, T>[];
  items: VirtualItem[];
  totalSize: number;
  columns: readonly DataTableColumn<T>[];
  focus: ReturnType<typeof useRowFocus<T>>;
  openable: boolean;
  renderCell: (cell: ReturnType<Row<TableFeatureSet, T>['getAllCells']>[number]) => ReactNode;
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
          <Table.Tr
            key={row.id}
            data-index={item.index}
            aria-rowindex={item.index + 2}
            tabIndex={item.index === focus.active ? 0 : -1}
            className={classes.row}
            data-openable={openable || undefined}
            onKeyDown={(event) => focus.onKeyDown(event, item.index, row.original)}
            onClick={(event) => focus.onClick(event, item.index, row.original)}
            onFocus={(event) => focus.onFocus(event, item.index)}
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
                  {renderCell(cell)}
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

import { Group, Table, UnstyledButton } from '@mantine/core';
import type { HeaderGroup, RowData, SortingState } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import type { TableFeatureSet } from './table-features';
import type { DataTableColumn } from './data-table-column';
import classes from './data-table.module.css';

/**
 * The sticky header: a sortable column's header is a button with its direction mark and aria-sort.
 * Drawn again only when its columns, the sort or its row index change: a dozen Mantine headers and
 * buttons, drawn again on every tick of a row, were a good part of that click's time (issue 29).
 */
export const DataTableHead = memo(function DataTableHead<T extends RowData>({
  groups,
  columns,
  sorting,
  rowIndex,
}: {
  groups: HeaderGroup<TableFeatureSet, T>[];
  columns: readonly DataTableColumn<T>[];
  /** The table's sort, which the marks and aria-sort show. */
  sorting: SortingState;
  rowIndex: number | undefined;
}) {
  return (
    <Table.Thead>
      {groups.map((group) => (
        <Table.Tr key={group.id} aria-rowindex={rowIndex}>
          {group.headers.map((header, i) => {
            const column = columns[i];
            const sortable = header.column.getCanSort();
            const sorted = sorting.find((s) => s.id === header.column.id);
            const direction = sorted ? (sorted.desc ? 'desc' : 'asc') : false;
            const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
            return (
              <Table.Th
                key={header.id}
                aria-sort={sortable ? ariaSort : undefined}
                style={{ width: column?.width }}
                ta={column?.align ?? 'left'}
              >
                {sortable ? (
                  <UnstyledButton onClick={header.column.getToggleSortingHandler()} className={classes.sort}>
                    <Group gap={4} wrap="nowrap" justify={column?.align === 'right' ? 'flex-end' : 'flex-start'}>
                      <span>{column?.header}</span>
                      <span aria-hidden className={classes.sortMark} data-active={direction ? true : undefined}>
                        {direction === 'desc' ? '▼' : direction === 'asc' ? '▲' : '↕'}
                      </span>
                    </Group>
                  </UnstyledButton>
                ) : (
                  (column?.headerCell ?? column?.header)
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}) as <T extends RowData>(props: {
  groups: HeaderGroup<TableFeatureSet, T>[];
  columns: readonly DataTableColumn<T>[];
  sorting: SortingState;
  rowIndex: number | undefined;
}) => ReactNode;

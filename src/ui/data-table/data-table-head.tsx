import { Group, Table, UnstyledButton } from '@mantine/core';
import type { HeaderGroup, RowData } from '@tanstack/react-table';
import type { TableFeatureSet } from './table-features';
import type { DataTableColumn } from './data-table-column';
import classes from './data-table.module.css';

/** The sticky header: a sortable column's header is a button with its direction mark and aria-sort. */
export function DataTableHead<T extends RowData>({
  groups,
  columns,
  rowIndex,
}: {
  groups: HeaderGroup<TableFeatureSet, T>[];
  columns: readonly DataTableColumn<T>[];
  rowIndex: number | undefined;
}) {
  return (
    <Table.Thead>
      {groups.map((group) => (
        <Table.Tr key={group.id} aria-rowindex={rowIndex}>
          {group.headers.map((header, i) => {
            const column = columns[i];
            const sortable = header.column.getCanSort();
            const direction = header.column.getIsSorted();
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
}

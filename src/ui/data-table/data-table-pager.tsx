import { Group, Pagination, Text } from '@mantine/core';
import { memo } from 'react';
import { countOf, type Paging } from '../../domain';
import { decimalNumber } from '../en-us';
import { inTransition } from '../in-transition';

interface Props {
  paging: Paging;
  pageSize: number;
  rowsOnPage: number;
  itemName: string;
  onPageChange: (page: number) => void;
}

/**
 * The pager under a DataTable: "51–100 of 412 loads", page buttons with accessible names. Drawn
 * again only when its props change, not on every tick or focus move in the table above it.
 */
export const DataTablePager = memo(function DataTablePager({
  paging,
  pageSize,
  rowsOnPage,
  itemName,
  onPageChange,
}: Props) {
  const first = rowsOnPage === 0 ? 0 : (paging.currentPage - 1) * pageSize + 1;
  const last = rowsOnPage === 0 ? 0 : first + rowsOnPage - 1;
  return (
    <Group justify="space-between" px="sm" py={6} gap="sm" wrap="nowrap">
      <Text size="xs" c="dimmed" aria-live="polite">
        {rowsOnPage === 0
          ? `Page ${paging.currentPage} of ${paging.totalPages} · ${countOf(paging.totalRecords, itemName, decimalNumber)}`
          : `${decimalNumber(first)}–${decimalNumber(last)} of ${countOf(paging.totalRecords, itemName, decimalNumber)} · page ${paging.currentPage} of ${paging.totalPages}`}
      </Text>
      <Pagination
        size="sm"
        total={paging.totalPages}
        value={paging.currentPage}
        onChange={inTransition(onPageChange)}
        withEdges
        aria-label="Pages"
        getControlProps={(control) => ({ 'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page` })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Group>
  );
});

export { DataTable, sortFromString, type DataTableState } from './data-table';
export type { DataTableColumn } from './data-table-column';
export { withTicks } from './select-column';

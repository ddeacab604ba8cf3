export { DataTable, sortFromString, type DataTableColumn } from './data-table';
export type { DataTableSelection } from './select-column';

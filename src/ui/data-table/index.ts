export { DataTable, sortFromString, type DataTableColumn, type DataTableState } from './data-table';

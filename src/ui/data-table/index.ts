export { DataTable, sortFromString, type DataTableColumn } from './data-table';

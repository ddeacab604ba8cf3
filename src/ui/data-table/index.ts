export {
  DataTable,
  ROW_HEIGHT,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';

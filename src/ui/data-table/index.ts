export {
  DataTable,
  ROW_HEIGHT,
  sortFromString,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';

import type { ReactNode } from 'react';

/**
 * A column of a DataTable: its header, how a row's cell renders, and the server sort field it sorts by.
 * Its own file, so the table's parts (head, body, select column) do not import the table that draws them.
 */
export interface DataTableColumn<T> {
  id: string;
  /** The column's name; also its header unless `headerCell` draws one. */
  header: string;
  /** A header drawn otherwise than its name (the select column's checkbox). */
  headerCell?: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server's sort field (`origin` in `q[s]=origin asc`); columns without one do not sort. */
  sortKey?: string;
  /** Sort descending first when the header is clicked (dates and counts). */
  descFirst?: boolean;
  width?: number | string;
  /** Cells wider than this are cut with an ellipsis (default 340 px), so the table fits a laptop screen. */
  maxWidth?: number;
  /** The cell's full text as a tooltip, for cells that may be cut. */
  title?: (row: T) => string | undefined;
  align?: 'left' | 'right';
}

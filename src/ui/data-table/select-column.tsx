import { CheckIcon, Checkbox } from '@mantine/core';
import { createContext, use, useMemo, type ReactNode } from 'react';
import classes from './data-table.module.css';
import type { DataTableColumn } from './data-table-column';

/** Rows a broker ticks for a bulk action: which are ticked, how a row is named, and the change. */
export interface DataTableSelection<T> {
  selected: ReadonlySet<string>;
  /** Ticks (true) or unticks the rows with these ids. */
  onChange: (ids: string[], selected: boolean) => void;
  /** The row in words for its checkbox ("Select load 50006"). */
  rowLabel: (row: T) => string;
}

/** The ticked ids once these are ticked (`on`) or unticked: a new set, as React state wants. */
export function withTicks(before: ReadonlySet<string>, ids: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(before);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** What the boxes read: the selection, and the ids of the page's rows (for the header's box). */
interface SelectionState {
  selection: DataTableSelection<never>;
  getRowId: (row: never) => string;
  ids: readonly string[];
}

/**
 * The selection reaches the boxes through a context, not through the column: ticking a row (or a
 * page) then draws the boxes again and nothing else. With the selection in the column, each tick
 * made a new column, so the table built its columns and every row's cells again, and drew every row
 * (issue 29, Exchange's bulk post).
 */
const SelectionContext = createContext<SelectionState | null>(null);

/** Gives the table's boxes the selection; `ids` are the page's rows', in order. */
export function SelectionProvider<T>({
  selection,
  getRowId,
  ids,
  children,
}: {
  selection: DataTableSelection<T> | undefined;
  getRowId: (row: T) => string;
  ids: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(
    () =>
      selection
        ? { selection: selection as DataTableSelection<never>, getRowId: getRowId as (row: never) => string, ids }
        : null,
    [selection, getRowId, ids],
  );
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** Mantine's own class names of a checkbox's parts. */
const BOX = Checkbox.classes;

/**
 * A row's checkbox: a plain input with Mantine's classes, drawn as Mantine's extra-small Checkbox
 * is but without its component or its transitions. Ticking a whole page changed fifty boxes at
 * once: fifty Mantine Checkboxes drawn again, then some four hundred CSS transition events, each
 * passed through React's event system, and a first frame that still looked unchanged, so the click
 * showed only a frame later (issue 29, Exchange's bulk post).
 */
function RowCheckbox({ row }: { row: unknown }) {
  const state = use(SelectionContext);
  if (!state) return null;
  const { selection, getRowId } = state;
  const id = getRowId(row as never);
  return (
    <div className={`${BOX.inner} ${classes.rowBox}`}>
      <input
        type="checkbox"
        className={`mantine-focus-auto ${BOX.input}`}
        // The row is the one tab stop (its `x` key ticks it); the box is for the mouse and screen readers.
        tabIndex={-1}
        aria-label={selection.rowLabel(row as never)}
        checked={selection.selected.has(id)}
        onChange={(event) => selection.onChange([id], event.currentTarget.checked)}
      />
      <CheckIcon className={BOX.icon} aria-hidden />
    </div>
  );
}

/** The header's box, for the whole page: ticked when every row is, mixed when some are. */
function PageCheckbox() {
  const state = use(SelectionContext);
  const ids = state?.ids ?? [];
  const ticked = state ? ids.filter((id) => state.selection.selected.has(id)).length : 0;
  const all = ids.length > 0 && ticked === ids.length;
  return (
    <Checkbox
      size="xs"
      aria-label="Select every row of this page"
      checked={all}
      indeterminate={ticked > 0 && !all}
      disabled={ids.length === 0}
      onChange={() => state?.selection.onChange([...ids], !all)}
    />
  );
}

/**
 * The leading column of a table with selection: a checkbox per row, and in the header one for the
 * whole page. The same column for every table and every tick; the boxes read the selection from
 * the SelectionProvider around the table.
 */
export const SELECT_COLUMN: DataTableColumn<unknown> = {
  id: '__select',
  header: 'Select',
  width: 32,
  headerCell: <PageCheckbox />,
  cell: (row) => <RowCheckbox row={row} />,
};

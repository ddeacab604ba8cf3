import { CheckIcon, Checkbox } from '@mantine/core';
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

/** Mantine's own class names of a checkbox's parts. */
const BOX = Checkbox.classes;

/**
 * A row's checkbox: a plain input with Mantine's classes, drawn as Mantine's extra-small Checkbox
 * is but without its component or its transitions. Ticking a whole page changed fifty boxes at
 * once: fifty Mantine Checkboxes drawn again, then some four hundred CSS transition events, each
 * passed through React's event system, and a first frame that still looked unchanged, so the click
 * showed only a frame later (issue 29, Exchange's bulk post).
 */
function RowCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={`${BOX.inner} ${classes.rowBox}`}>
      <input
        type="checkbox"
        className={`mantine-focus-auto ${BOX.input}`}
        // The row is the one tab stop (its `x` key ticks it); the box is for the mouse and screen readers.
        tabIndex={-1}
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <CheckIcon className={BOX.icon} aria-hidden />
    </div>
  );
}

/**
 * The leading column of a table with selection: a checkbox per row, and in the header one for the
 * whole page (ticked when every row is, mixed when some are).
 */
export function selectColumn<T>(
  selection: DataTableSelection<T>,
  rows: readonly T[],
  getRowId: (row: T) => string,
): DataTableColumn<T> {
  const ids = rows.map(getRowId);
  const ticked = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  return {
    id: '__select',
    header: 'Select',
    width: 32,
    headerCell: (
      <Checkbox
        size="xs"
        aria-label="Select every row of this page"
        checked={all}
        indeterminate={ticked > 0 && !all}
        disabled={ids.length === 0}
        onChange={() => selection.onChange(ids, !all)}
      />
    ),
    cell: (row) => {
      const id = getRowId(row);
      return (
        <RowCheckbox
          label={selection.rowLabel(row)}
          checked={selection.selected.has(id)}
          onChange={(checked) => selection.onChange([id], checked)}
        />
      );
    },
  };
}

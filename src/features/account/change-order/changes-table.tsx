import { Text } from '@mantine/core';
import type { CompanyChangeOrder, CompanyChangeOrderChange } from '../../../api';
import { wordDiff, type DiffSegment } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatPhone } from '../../../ui/format';
import { CHANGE_FIELD_LABELS } from '../account-labels';
import classes from './diff.module.css';

const shown = (change: CompanyChangeOrderChange, value: string | null) =>
  change.field === 'phone_e164' && value ? formatPhone(value) : value;

/** One side of a change, its differing words marked as removed (`del`) or added (`ins`). */
function Side({ segments, kind, empty }: { segments: DiffSegment[]; kind: 'del' | 'ins'; empty: string }) {
  if (segments.length === 0 || segments.every((s) => s.text === ''))
    return (
      <Text span fz="inherit" c="dimmed">
        {empty}
      </Text>
    );
  const Mark = kind;
  return (
    <span>
      {segments.map((segment, i) =>
        segment.changed ? (
          <Mark key={i} className={classes[kind]}>
            {segment.text}
          </Mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </span>
  );
}

const diffOf = (change: CompanyChangeOrderChange) =>
  wordDiff(shown(change, change.old_value), shown(change, change.new_value));

const COLUMNS: DataTableColumn<CompanyChangeOrderChange>[] = [
  { id: 'field', header: 'Detail', width: 160, cell: (c) => CHANGE_FIELD_LABELS[c.field] ?? c.field },
  {
    id: 'old',
    header: 'Now',
    maxWidth: 520,
    title: (c) => shown(c, c.old_value) ?? undefined,
    cell: (c) => <Side segments={diffOf(c).before} kind="del" empty="Not set" />,
  },
  {
    id: 'new',
    header: 'Requested',
    maxWidth: 520,
    title: (c) => shown(c, c.new_value) ?? undefined,
    cell: (c) => <Side segments={diffOf(c).after} kind="ins" empty="Removed" />,
  },
];

/** The order's changes, old and new values side by side, the words that differ marked. */
export function ChangesTable({ order }: { order: CompanyChangeOrder }) {
  return (
    <DataTable
      label={`Changes requested in order ${order.id}`}
      columns={COLUMNS}
      rows={Array.isArray(order.changes) ? order.changes : []}
      getRowId={(c) => c.field}
      emptyMessage="This order changes nothing."
      maxHeight={320}
    />
  );
}

import { NativeSelect } from '@mantine/core';
import { TicketStatus, type Ticket, type TicketChange } from '../../api';
import type { Assignee } from './use-assignees';
import { ALERT_STATUS_COLORS, ALERT_STATUS_LABELS } from './alert-labels';

/** Selects inside a 26-pixel table row. */
const COMPACT_SELECT = { height: 22, minHeight: 22, lineHeight: '20px', paddingTop: 0, paddingBottom: 0, fontSize: 12 };
const STATUS_OPTIONS = Object.values(TicketStatus).map((value) => ({ value, label: ALERT_STATUS_LABELS[value] }));

/** A status's colour as a dot beside its name (the name carries the meaning). */
function StatusDot({ color }: { color: string }) {
  return (
    <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${color}-6)` }} />
  );
}

/** An alert's status, changed in place. */
export function StatusCell({ ticket, onChange }: { ticket: Ticket; onChange: (change: TicketChange) => void }) {
  return (
    <NativeSelect
      size="xs"
      aria-label={`Status of alert ${ticket.id}`}
      data={STATUS_OPTIONS}
      value={ticket.status}
      onChange={(event) => onChange({ ticket, update: { status: event.currentTarget.value as TicketStatus } })}
      leftSection={<StatusDot color={ALERT_STATUS_COLORS[ticket.status] ?? 'gray'} />}
      leftSectionWidth={20}
      styles={{ input: { ...COMPACT_SELECT, fontWeight: 600 } }}
      w={128}
    />
  );
}

/** An alert's assignee, changed in place; its current assignee stays an option even when not in the list. */
export function AssigneeCell({
  ticket,
  assignees,
  loading,
  onChange,
}: {
  ticket: Ticket;
  assignees: readonly Assignee[];
  loading: boolean;
  onChange: (change: TicketChange) => void;
}) {
  const options = assignees.map((a) => ({ value: String(a.id), label: a.full_name || a.email }));
  const current = ticket.assignee;
  if (current && !assignees.some((a) => a.id === current.id))
    options.push({ value: String(current.id), label: current.full_name || current.email });
  return (
    <NativeSelect
      size="xs"
      aria-label={`Assignee of alert ${ticket.id}`}
      data={[{ value: '', label: 'Unassigned' }, ...options]}
      value={ticket.assignee_id === null ? '' : String(ticket.assignee_id)}
      disabled={loading}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange({ ticket, update: { assignee_id: value === '' ? null : Number(value) } });
      }}
      styles={{ input: COMPACT_SELECT }}
      w={140}
    />
  );
}

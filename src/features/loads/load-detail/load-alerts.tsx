import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALERT_TYPE_LABELS, errorMessage, useLoadAlerts, type Load, type Ticket } from '../../../api';
import { paths } from '../../../config/paths';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDateTime, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { NotesSection } from './notes-section';

const STATUS_COLORS: Record<string, string> = {
  new: 'red',
  in_progress: 'blue',
  escalated: 'orange',
  pending: 'yellow',
  closed: 'gray',
};

function columns(notesOf: number | null, toggle: (id: number) => void): DataTableColumn<Ticket>[] {
  return [
    { id: 'id', header: 'Alert', cell: (t) => t.id },
    {
      id: 'type',
      header: 'Type',
      maxWidth: 220,
      title: (t) => ALERT_TYPE_LABELS[t.is_type] ?? t.is_type,
      cell: (t) => ALERT_TYPE_LABELS[t.is_type] ?? t.is_type,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <StatusBadge color={STATUS_COLORS[t.status] ?? 'gray'}>{humanize(t.status)}</StatusBadge>,
    },
    { id: 'assignee', header: 'Assignee', cell: (t) => t.assignee?.full_name ?? 'Unassigned' },
    { id: 'message', header: 'What was found', maxWidth: 420, title: (t) => t.message, cell: (t) => t.message },
    { id: 'raised', header: 'Raised', cell: (t) => formatDateTime(t.created_at) },
    {
      id: 'notes',
      header: 'Notes',
      cell: (t) => (
        <Button
          size="compact-xs"
          variant={notesOf === t.id ? 'light' : 'subtle'}
          aria-pressed={notesOf === t.id}
          onClick={() => toggle(t.id)}
        >
          Notes on alert {t.id}
        </Button>
      ),
    },
  ];
}

/** The alerts raised on the load, every status, and the notes on the one chosen. */
export function LoadAlerts({ load }: { load: Load }) {
  const alerts = useLoadAlerts(load.id);
  const [notesOf, setNotesOf] = useState<number | null>(null);
  const cols = useMemo(
    () => columns(notesOf, (id) => setNotesOf((current) => (current === id ? null : id))),
    [notesOf],
  );
  const rows = Array.isArray(alerts.data) ? alerts.data : undefined;
  return (
    <Section
      title="Alerts on this load"
      actions={
        <Anchor component={Link} to={paths.alerts.href({ load: load.id })} size="xs">
          Work them in Alerts
        </Anchor>
      }
    >
      <Stack gap="xs">
        <DataTable
          label={`Alerts of load ${load.id}`}
          columns={cols}
          rows={alerts.isError ? [] : rows}
          getRowId={(t) => String(t.id)}
          state={alerts}
          emptyMessage="No alert was raised on this load."
          errorMessage={`Could not load the alerts: ${errorMessage(alerts.error)}`}
          maxHeight={260}
        />
        {notesOf !== null ? (
          <Paper withBorder p="sm">
            <Text size="sm" fw={600} mb={6}>
              Notes on alert {notesOf}
            </Text>
            <NotesSection type="Ticket" id={notesOf} carrierId={load.carrier?.id ?? null} about={`alert ${notesOf}`} />
          </Paper>
        ) : null}
      </Stack>
    </Section>
  );
}

import { Group } from '@mantine/core';
import type { Load, LoadLog } from '../../../api';
import { formatLateness, minutesLate } from '../../../domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDateTime, formatPlace, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { TraceRow } from './use-load-data';

type Stop = Load['stops'][number];

/** The stops table: order, type, facility, address, appointment, arrival (late ones flagged), departure. */
export const STOP_COLUMNS: DataTableColumn<Stop>[] = [
  { id: 'sequence', header: '#', cell: (s) => s.sequence },
  { id: 'type', header: 'Type', cell: (s) => humanize(s.stop_type) },
  { id: 'facility', header: 'Facility', cell: (s) => s.facility_name ?? '—' },
  { id: 'place', header: 'Address', cell: (s) => `${s.address}, ${formatPlace(s)} ${s.postal_code}` },
  {
    id: 'appointment',
    header: 'Appointment',
    cell: (s) =>
      s.appointment_end
        ? `${formatDateTime(s.appointment_start)} – ${formatDateTime(s.appointment_end)}`
        : formatDateTime(s.appointment_start),
  },
  {
    id: 'arrived',
    header: 'Arrived',
    cell: (s) => {
      const late = minutesLate(s);
      return (
        <Group gap={6} wrap="nowrap">
          {formatDateTime(s.arrived_at)}
          {late === null ? null : <StatusBadge color="orange">Late {formatLateness(late)}</StatusBadge>}
        </Group>
      );
    },
  },
  { id: 'departed', header: 'Departed', cell: (s) => formatDateTime(s.departed_at) },
];

/** The logs table; each log names its stop by order and place. */
export function logColumns(stops: readonly Stop[]): DataTableColumn<LoadLog>[] {
  const stopName = (id: number) => {
    const stop = stops.find((s) => s.id === id);
    return stop ? `${stop.sequence}. ${formatPlace(stop)}` : `Stop ${id}`;
  };
  return [
    { id: 'occurred', header: 'When', cell: (l) => formatDateTime(l.occurred_at) },
    { id: 'type', header: 'What happened', cell: (l) => humanize(l.is_type) },
    { id: 'stop', header: 'Stop', cell: (l) => stopName(l.stop_id) },
    { id: 'source', header: 'Source', cell: (l) => humanize(l.source) },
    { id: 'notes', header: 'Notes', cell: (l) => <span title={l.notes ?? undefined}>{l.notes ?? '—'}</span> },
  ];
}

/** The trace table: each recorded position of the load's vehicles, newest first. */
export const TRACE_COLUMNS: DataTableColumn<TraceRow>[] = [
  { id: 'recorded', header: 'Recorded', cell: (p) => formatDateTime(p.recorded_at) },
  { id: 'vehicle', header: 'Vehicle', cell: (p) => p.vehicle },
  { id: 'position', header: 'Position', cell: (p) => `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}` },
  {
    id: 'speed',
    header: 'Speed',
    align: 'right',
    cell: (p) => (p.speed_mph === null ? '—' : `${Math.round(p.speed_mph)} mph`),
  },
  { id: 'source', header: 'Source', cell: (p) => humanize(p.source) },
];

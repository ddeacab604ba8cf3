import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  errorMessage,
  errorStatus,
  useGetLoad,
  useGetLoadTraceData,
  useListLoadLogs,
  type Load,
  type LoadLog,
  type TracePoint,
} from '../../api';
import { paths } from '../../app/paths';
import {
  TRACKABLE_MILES,
  formatLateness,
  isTrackable,
  minutesLate,
  trackingWindow,
  trackingWindowBounds,
} from '../../domain';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { formatCents, formatDateTime, formatMiles, formatPlace, formatPounds, humanize } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { AddLogDialog } from './load-detail/add-log-dialog';
import { EditLoadDialog } from './load-detail/edit-load-dialog';
import { LOAD_STATUS_COLORS, loadStatusLabel, TRACKING_STATUS_COLORS } from './load-labels';

const RouteMap = lazy(() => import('../../ui/map/route-map'));

type Stop = Load['stops'][number];
type TraceRow = TracePoint & { id: string; vehicle: string };

const stopColumns: DataTableColumn<Stop>[] = [
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

function logColumns(stops: readonly Stop[]): DataTableColumn<LoadLog>[] {
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

const traceColumns: DataTableColumn<TraceRow>[] = [
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

const WINDOW_LABELS = { not_started: 'Not started', active: 'Active', ended: 'Ended' } as const;

function TrackingFacts({ load }: { load: Load }) {
  const trackable = isTrackable(load);
  const window = trackingWindow(load.stops, new Date());
  const bounds = trackingWindowBounds(load.stops);
  return (
    <>
      <Fact label="Trackable">
        {trackable ? 'Yes' : 'No'}{' '}
        <Text span size="xs" c="dimmed">
          ({formatMiles(load.billable_miles)}; loads of {TRACKABLE_MILES} billable miles or more are tracked)
        </Text>
      </Fact>
      <Fact label="Tracking window">
        {WINDOW_LABELS[window]}{' '}
        {bounds ? (
          <Text span size="xs" c="dimmed">
            ({formatDateTime(bounds.opens)} – {formatDateTime(bounds.closes)})
          </Text>
        ) : null}
      </Fact>
    </>
  );
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

function LoadView({ load }: { load: Load }) {
  const logs = useListLoadLogs(load.id);
  const trace = useGetLoadTraceData(load.id);
  const [dialog, setDialog] = useState<'log' | 'edit' | null>(null);

  const sortedLogs = useMemo(
    () =>
      Array.isArray(logs.data) ? [...logs.data].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at)) : undefined,
    [logs.data],
  );
  const traces = useMemo(() => (trace.data && Array.isArray(trace.data.traces) ? trace.data.traces : []), [trace.data]);
  const traceRows = useMemo(
    () =>
      trace.isError
        ? []
        : trace.data
          ? traces
              .flatMap((t) =>
                t.points.map((p, i) => ({ ...p, id: `${t.carrier_vehicle_id}-${i}`, vehicle: t.unit_number ?? t.vin })),
              )
              .sort((a, b) => b.recorded_at.localeCompare(a.recorded_at))
          : undefined,
    [trace.data, trace.isError, traces],
  );
  const mapStops = useMemo(
    () =>
      [...load.stops]
        .sort((a, b) => a.sequence - b.sequence)
        .map((s) => ({
          sequence: s.sequence,
          kind: s.stop_type,
          latitude: s.latitude,
          longitude: s.longitude,
          label: `Stop ${s.sequence}, ${humanize(s.stop_type)}: ${formatPlace(s)}`,
        })),
    [load.stops],
  );
  const mapTrace = useMemo(
    () =>
      traces
        .flatMap((t) => t.points.map((p) => ({ ...p, unit: t.unit_number ?? t.vin })))
        .sort((a, b) => a.recorded_at.localeCompare(b.recorded_at))
        .map((p) => ({
          latitude: p.latitude,
          longitude: p.longitude,
          label: `${p.unit} at ${formatDateTime(p.recorded_at)}`,
        })),
    [traces],
  );

  const carrier = load.carrier;
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs" align="baseline">
            <Title order={1} size="h3">
              Load {load.id}
            </Title>
            <Text c="dimmed" size="sm">
              {load.reference_number}
            </Text>
          </Group>
          <Group gap={6}>
            <Text size="xs" c="dimmed" fw={600}>
              Status
            </Text>
            <StatusBadge color={LOAD_STATUS_COLORS[load.status] ?? 'gray'}>{loadStatusLabel(load.status)}</StatusBadge>
            <Text size="xs" c="dimmed" fw={600} ml={6}>
              Tracking
            </Text>
            <StatusBadge variant="dot" color={TRACKING_STATUS_COLORS[load.tracking_status] ?? 'gray'}>
              {humanize(load.tracking_status)}
            </StatusBadge>
            {load.open_alerts_count > 0 ? (
              <Anchor component={Link} to={`${paths.alerts.href()}?load=${load.id}`} size="sm" fw={600} c="red.9">
                {load.open_alerts_count} open {load.open_alerts_count === 1 ? 'alert' : 'alerts'}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No open alerts
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setDialog('log')}>
            Add log
          </Button>
          <Button size="xs" onClick={() => setDialog('edit')}>
            Edit load
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 2, md: 4, xl: 8 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Carrier">
            {carrier ? (
              <>
                {carrier.dba_name || carrier.legal_name}
                <Text size="xs" c="dimmed">
                  {[carrier.mc_number && `MC ${carrier.mc_number}`, carrier.dot_number && `DOT ${carrier.dot_number}`]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Text>
              </>
            ) : (
              'Not covered'
            )}
          </Fact>
          <Fact label="Vehicle">
            {load.vehicle ? (
              <>
                {load.vehicle.unit_number ?? '—'}
                <Text size="xs" c="dimmed">
                  VIN {load.vehicle.vin} · {load.vehicle.eld_provider ?? 'no ELD'}
                </Text>
              </>
            ) : (
              'Unassigned'
            )}
          </Fact>
          <Fact label="Equipment">{humanize(load.equipment_type)}</Fact>
          <Fact label="Weight">{formatPounds(load.weight_lbs)}</Fact>
          <Fact label="Carrier rate">{formatCents(load.rate_cents)}</Fact>
          <Fact label="Billable miles">{formatMiles(load.billable_miles)}</Fact>
          <TrackingFacts load={load} />
        </SimpleGrid>
      </Paper>

      <Suspense fallback={<Skeleton height={320} radius="sm" />}>
        <RouteMap label={`Route of load ${load.id}`} stops={mapStops} trace={mapTrace} />
      </Suspense>

      <Section title="Stops">
        <DataTable
          label={`Stops of load ${load.id}`}
          columns={stopColumns}
          rows={load.stops}
          getRowId={(s) => String(s.id)}
          state={{ isPending: false, isError: false, isFetching: false, refetch: () => undefined }}
          emptyMessage="This load has no stops."
          errorMessage=""
          maxHeight={360}
        />
      </Section>

      <Section title="Load logs">
        <DataTable
          label={`Logs of load ${load.id}`}
          columns={logColumns(load.stops)}
          rows={logs.isError ? [] : sortedLogs}
          getRowId={(l) => String(l.id)}
          state={logs}
          emptyMessage="Nothing logged yet."
          errorMessage={`Could not load the logs: ${errorMessage(logs.error)}`}
          maxHeight={360}
        />
      </Section>

      <Section
        title="Trace data"
        actions={
          trace.data ? (
            <Text size="xs" c="dimmed">
              {formatDateTime(trace.data.start_at)} – {formatDateTime(trace.data.end_at)}
            </Text>
          ) : null
        }
      >
        <DataTable
          label={`Trace of load ${load.id}`}
          columns={traceColumns}
          rows={traceRows}
          getRowId={(p) => p.id}
          state={trace}
          emptyMessage="No positions recorded for this load yet."
          errorMessage={`Could not load the trace data: ${errorMessage(trace.error)}`}
          maxHeight={360}
        />
      </Section>

      <AddLogDialog load={load} opened={dialog === 'log'} onClose={() => setDialog(null)} />
      <EditLoadDialog load={load} opened={dialog === 'edit'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/**
 * Load detail: the load's facts, whether it is trackable and where its tracking window stands, its
 * route on a map, its stops, logs (with "Add log") and trace data, and "Edit load" (PATCH).
 */
export default function LoadDetailPage() {
  const { id = '' } = useParams();
  const loadId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const load = useGetLoad(loadId ?? 0, { query: { enabled: loadId !== null } });

  if (loadId === null || errorStatus(load.error) === 404)
    return (
      <Stack p="md" gap="sm" align="flex-start">
        <Title order={1} size="h3">
          Load {id} was not found
        </Title>
        <Text size="sm">It may have been removed, or the address is mistyped.</Text>
        <Anchor component={Link} to={paths.loads.href()}>
          Back to the loads
        </Anchor>
      </Stack>
    );
  if (load.isPending)
    return (
      <Stack p="md" gap="md" aria-busy aria-label={`Loading load ${id}`}>
        <Skeleton height={28} width={240} />
        <Skeleton height={72} />
        <Skeleton height={320} />
      </Stack>
    );
  if (load.isError)
    return (
      <Stack p="md">
        <Alert color="red" role="alert" title={`Could not load load ${id}`} maw={640}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(load.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void load.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  return <LoadView load={load.data} />;
}

import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, errorStatus, useRoadRoute, type Load } from '../../api';
import { paths } from '../../config/paths';
import { parseId } from '../../domain';
import { DataTable } from '../../ui/data-table';
import { Section } from '../../ui/detail';
import { formatDateTime } from '../../ui/format';
import { DetailState } from '../../ui/query-state';
import { AddLogDialog } from './load-detail/add-log-dialog';
import { logColumns, STOP_COLUMNS, TRACE_COLUMNS } from './load-detail/columns';
import { EditLoadDialog } from './load-detail/edit-load-dialog';
import { LoadFacts } from './load-detail/load-facts';
import { LoadAlerts } from './load-detail/load-alerts';
import { LoadHeader } from './load-detail/load-header';
import { NotesSection } from './load-detail/notes-section';
import { RawPositions } from './load-detail/raw-positions';
import { useLoadData } from './load-detail/use-load-data';
import { VehicleDistances } from './load-detail/vehicle-distances';
import { loadDetailQueries } from './load-detail.route';

const RouteMap = lazy(() => import('../../ui/map/route-map'));

function LoadView({ load }: { load: Load }) {
  const data = useLoadData(load);
  const road = useRoadRoute(data.mapStops);
  const [dialog, setDialog] = useState<'log' | 'edit' | null>(null);
  // The header and the facts (the screen's largest text) are committed first; the sections below them,
  // with their tables, map and dialogs, in a second pass that React renders in slices. They add below
  // what is shown, so nothing moves. Their calls leave with the first pass (useLoadData above).
  const sections = useDeferredValue(true, false);

  return (
    <Stack p="md" gap="md">
      <LoadHeader load={load} onAddLog={() => setDialog('log')} onEdit={() => setDialog('edit')} />
      <LoadFacts load={load} />
      {sections ? <LoadSections load={load} data={data} road={road} dialog={dialog} setDialog={setDialog} /> : null}
    </Stack>
  );
}

/** Everything under the facts: vehicles' distances, the map, stops, logs, trace, alerts, notes, the dialogs. */
function LoadSections({
  load,
  data: { logs, trace, mapStops },
  road,
  dialog,
  setDialog,
}: {
  load: Load;
  data: ReturnType<typeof useLoadData>;
  road: ReturnType<typeof useRoadRoute>;
  dialog: 'log' | 'edit' | null;
  setDialog: (dialog: 'log' | 'edit' | null) => void;
}) {
  return (
    <>
      <VehicleDistances load={load} />

      <Suspense fallback={<Skeleton height={320} radius="sm" />}>
        <RouteMap label={`Route of load ${load.id}`} stops={mapStops} trace={trace.data?.trail} road={road} />
      </Suspense>

      <Section title="Stops">
        <DataTable
          label={`Stops of load ${load.id}`}
          columns={STOP_COLUMNS}
          rows={load.stops}
          getRowId={(s) => String(s.id)}
          emptyMessage="This load has no stops."
          maxHeight={360}
        />
      </Section>

      <Section title="Load logs">
        <DataTable
          label={`Logs of load ${load.id}`}
          columns={logColumns(load.stops)}
          rows={logs.isError ? [] : logs.data}
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
              {formatDateTime(trace.data.startAt)} – {formatDateTime(trace.data.endAt)}
            </Text>
          ) : null
        }
      >
        <DataTable
          label={`Trace of load ${load.id}`}
          columns={TRACE_COLUMNS}
          rows={trace.isError ? [] : trace.data?.rows}
          getRowId={(p) => p.id}
          state={trace}
          emptyMessage="No positions recorded for this load yet."
          errorMessage={`Could not load the trace data: ${errorMessage(trace.error)}`}
          maxHeight={360}
        />
        <RawPositions loadId={load.id} />
      </Section>

      <LoadAlerts load={load} />

      <Section title="Notes">
        <NotesSection type="Load" id={load.id} carrierId={load.carrier?.id ?? null} about={`load ${load.id}`} />
      </Section>

      <AddLogDialog load={load} opened={dialog === 'log'} onClose={() => setDialog(null)} />
      <EditLoadDialog load={load} opened={dialog === 'edit'} onClose={() => setDialog(null)} />
    </>
  );
}

/**
 * Load detail: the load's facts, whether it is trackable and where its tracking window stands, how
 * far the carrier's vehicles are from the pickup, its route on a map, its stops, logs (with "Add
 * log"), trace data and raw positions for support, its alerts with their notes, its own notes, and
 * "Edit load" (PATCH).
 */
export default function LoadDetailPage() {
  const { id = '' } = useParams();
  const loadId = parseId(id);
  // The route's loader started this same query (load-detail.route.ts) while this code loaded.
  const load = useQuery({ ...loadDetailQueries(loadId ?? 0).load, enabled: loadId !== null });
  return (
    <DetailState
      query={load}
      what={`load ${id}`}
      notFound={loadId === null || errorStatus(load.error) === 404}
      back={{ to: paths.loads.href(), label: 'Back to the loads' }}
      errorText={errorMessage(load.error)}
    >
      {() => load.data && <LoadView load={load.data} />}
    </DetailState>
  );
}

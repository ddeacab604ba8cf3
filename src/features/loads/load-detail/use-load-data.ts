import { useMemo } from 'react';
import {
  useGetLoadTraceData,
  useListLoadLogs,
  type Load,
  type LoadLog,
  type LoadTraceData,
  type TracePoint,
} from '../../../api';
import { formatDateTime, formatPlace, humanize } from '../../../ui/format';
import type { MapPosition, MapStop } from '../../../ui/map/route-layers';

/** One recorded position in the trace table: which vehicle, where and when. */
export type TraceRow = TracePoint & { id: string; vehicle: string };

/** The trace as the screen shows it: table rows newest first, the map's trail oldest first. */
export interface ShownTrace {
  rows: TraceRow[];
  trail: MapPosition[];
  startAt: string;
  endAt: string;
}

const newestFirst = (logs: LoadLog[]) =>
  (Array.isArray(logs) ? [...logs] : []).sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));

function shownTrace(data: LoadTraceData): ShownTrace {
  const traces = Array.isArray(data.traces) ? data.traces : [];
  const points = traces.flatMap((t) =>
    t.points.map((p, i) => ({ ...p, id: `${t.carrier_vehicle_id}-${i}`, vehicle: t.unit_number ?? t.vin })),
  );
  const byTime = [...points].sort((a, b) => a.recorded_at.localeCompare(b.recorded_at));
  return {
    rows: [...byTime].reverse(),
    trail: byTime.map((p) => ({
      latitude: p.latitude,
      longitude: p.longitude,
      label: `${p.vehicle} at ${formatDateTime(p.recorded_at)}`,
    })),
    startAt: data.start_at,
    endAt: data.end_at,
  };
}

/** The stops of a load on the map, in route order, each named by its order, kind and place. */
export function mapStopsOf(load: Load): MapStop[] {
  return [...load.stops]
    .sort((a, b) => a.sequence - b.sequence)
    .map((s) => ({
      sequence: s.sequence,
      kind: s.stop_type,
      latitude: s.latitude,
      longitude: s.longitude,
      label: `Stop ${s.sequence}, ${humanize(s.stop_type)}: ${formatPlace(s)}`,
    }));
}

/** A load's logs (newest first) and trace (table rows and map trail), shaped where they are fetched. */
export function useLoadData(load: Load) {
  const logs = useListLoadLogs(load.id, { query: { select: newestFirst } });
  const trace = useGetLoadTraceData(load.id, { query: { select: shownTrace } });
  const mapStops = useMemo(() => mapStopsOf(load), [load]);
  return { logs, trace, mapStops };
}

import { SimpleGrid, Skeleton } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import {
  errorMessage,
  useListCarrierEldVerifiedAreas,
  useListCarrierFiveZipTouches,
  type CarrierDetail,
  type EldVerifiedAreaVisit,
  type FiveZipAreaTouch,
} from '../../../api';
import { ELD_DAYS_TO_SHOW } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDate, formatDateTime } from '../../../ui/format';
import type { MapArea } from '../../../ui/map/layers';

const MapView = lazy(() => import('../../../ui/map/map-view'));

/** One area the map draws, and the same fact as a table row beside it. */
interface AreaRow {
  id: string;
  name: string;
  what: string;
  when: string;
  area: MapArea | null;
}

// A five-zip area is a few miles across; a busier one is drawn a little larger, up to 25 miles.
const touchRadius = (count: number, most: number) => 8 + 17 * Math.sqrt(count / Math.max(most, 1));

function touchRows(touches: readonly FiveZipAreaTouch[]): AreaRow[] {
  const most = Math.max(1, ...touches.map((t) => t.touch_count));
  return touches.map((t) => ({
    id: `touch-${t.area.id}`,
    name: t.area.name,
    what: `${t.touch_count} sightings`,
    when: `last ${formatDate(t.last_touched_on)}`,
    area:
      t.area.latitude === null || t.area.longitude === null
        ? null
        : {
            kind: 'area',
            latitude: t.area.latitude,
            longitude: t.area.longitude,
            radiusMiles: touchRadius(t.touch_count, most),
            label: `${t.area.name}: ${t.touch_count} sightings`,
          },
  }));
}

function visitRows(visits: readonly EldVerifiedAreaVisit[]): AreaRow[] {
  return visits.map((v, index) => ({
    id: `eld-${v.area.id}-${index}`,
    name: v.area.name,
    what: `Verified by ELD (${v.eld_provider}, VIN ${v.vin})`,
    when: formatDateTime(v.visited_at),
    area:
      v.area.latitude === null || v.area.longitude === null
        ? null
        : {
            kind: 'verified',
            latitude: v.area.latitude,
            longitude: v.area.longitude,
            radiusMiles: 10,
            label: `${v.area.name}: verified by ELD ${formatDateTime(v.visited_at)}`,
          },
  }));
}

const AREA_COLUMNS: DataTableColumn<AreaRow>[] = [
  { id: 'name', header: 'Area', cell: (r) => r.name },
  { id: 'what', header: 'Seen', maxWidth: 260, title: (r) => r.what, cell: (r) => r.what },
  { id: 'when', header: 'When', cell: (r) => r.when },
];

/** The five-zip areas the carrier's trucks touch most and the areas verified by ELD in the last 3 days, on a map and as a table. */
export function AreasMap({ carrier }: { carrier: CarrierDetail }) {
  const touches = useListCarrierFiveZipTouches(carrier.id);
  const visits = useListCarrierEldVerifiedAreas(carrier.id);
  const rows = useMemo(
    () => [
      ...touchRows(Array.isArray(touches.data) ? touches.data : []),
      ...visitRows(Array.isArray(visits.data) ? visits.data : []),
    ],
    [touches.data, visits.data],
  );
  const areas = useMemo(() => rows.flatMap((r) => (r.area ? [r.area] : [])), [rows]);
  const failed = touches.isError || visits.isError;
  const state = {
    isPending: touches.isPending || visits.isPending,
    isError: failed,
    isFetching: touches.isFetching || visits.isFetching,
    refetch: () => Promise.all([touches.refetch(), visits.refetch()]),
  };
  return (
    <Section title={`Where the trucks are seen (and verified by ELD in the last ${ELD_DAYS_TO_SHOW} days)`}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <div>
          <Suspense fallback={<Skeleton height={320} radius="sm" />}>
            <MapView label={`Areas where ${carrier.legal_name}’s trucks are seen`} areas={areas} />
          </Suspense>
        </div>
        <div>
          <DataTable
            label={`Areas of ${carrier.legal_name}`}
            columns={AREA_COLUMNS}
            rows={failed ? [] : state.isPending ? undefined : rows}
            getRowId={(r) => r.id}
            state={state}
            emptyMessage="The carrier’s trucks have not been seen yet."
            errorMessage={`Could not load the areas: ${errorMessage(touches.error ?? visits.error)}`}
            maxHeight={320}
          />
        </div>
      </SimpleGrid>
    </Section>
  );
}

import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useRoadRoute, type LoadBrokerDetails } from '../../api';
import { postedAgo, postingAge } from '../../domain';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { Fact, FactGrid, Section } from '../../ui/detail';
import { formatDateTime, formatMiles, formatPlace, formatPounds, humanize } from '../../ui/format';
import { POSTING_AGE_LABELS } from './labels';
import { formatDollars, formatRatePerMile } from './board-format';

const RouteMap = lazy(() => import('../../ui/map/route-map'));

type Stop = LoadBrokerDetails['stops'][number];

const STOP_COLUMNS: DataTableColumn<Stop>[] = [
  { id: 'sequence', header: '#', cell: (s) => s.sequence },
  { id: 'type', header: 'Type', cell: (s) => humanize(s.stop_type) },
  {
    id: 'facility',
    header: 'Facility',
    maxWidth: 200,
    title: (s) => s.facility_name ?? undefined,
    cell: (s) => s.facility_name ?? '—',
  },
  {
    id: 'place',
    header: 'Address',
    maxWidth: 260,
    title: (s) => `${s.address}, ${formatPlace(s)} ${s.postal_code}`,
    cell: (s) => `${s.address}, ${formatPlace(s)} ${s.postal_code}`,
  },
  {
    id: 'appointment',
    header: 'Appointment',
    cell: (s) =>
      s.appointment_end
        ? `${formatDateTime(s.appointment_start)} – ${formatDateTime(s.appointment_end)}`
        : formatDateTime(s.appointment_start),
  },
];

/** Whether the load is posted, and since when in words ("Posted 6 hours ago · within 8 hours"). */
function postedWords(load: LoadBrokerDetails, now: Date): string {
  if (!load.is_posted)
    return load.last_posted_at ? `Not posted (last posted ${formatDateTime(load.last_posted_at)})` : 'Not posted';
  if (!load.last_posted_at) return 'Posted';
  const ago = postedAgo(load.last_posted_at, now);
  const age = postingAge(load.last_posted_at, now);
  return `Posted ${ago ?? formatDateTime(load.last_posted_at)}${age ? ` · ${POSTING_AGE_LABELS[age].toLowerCase()}` : ''}`;
}

const needs = (load: LoadBrokerDetails) =>
  [load.hazmat_required ? 'Hazmat' : null, load.tanker_required ? 'Tanker' : null].filter(Boolean).join(', ') || 'None';

/**
 * A load as the load board shows it: posting age in words, lane and times, equipment, rate and
 * rate per mile, the broker to call, its stops on the map and as a table, and the carriers' notes.
 */
export function LoadBoardDetail({
  load,
  now,
  equipmentLabel,
}: {
  load: LoadBrokerDetails;
  now: Date;
  equipmentLabel: (value: string) => string;
}) {
  const stops = useMemo(
    () =>
      load.stops.map((stop) => ({
        sequence: stop.sequence,
        kind: stop.stop_type,
        latitude: stop.latitude,
        longitude: stop.longitude,
        label: `Stop ${stop.sequence}, ${humanize(stop.stop_type)}: ${formatPlace(stop)}`,
      })),
    [load.stops],
  );
  const road = useRoadRoute(stops);
  return (
    <Stack gap="md">
      <FactGrid wide={4}>
        <Fact label="Posting">{postedWords(load, now)}</Fact>
        <Fact label="Lane">
          {formatPlace(load.origin)} → {formatPlace(load.destination)}
        </Fact>
        <Fact label="Pickup">{formatDateTime(load.pickup_time)}</Fact>
        <Fact label="Delivery">{formatDateTime(load.dropoff_time)}</Fact>
        <Fact label="Rate">{formatDollars(load.min_rate_cents)}</Fact>
        <Fact label="Rate per mile">{formatRatePerMile(load.rate_per_mile)}</Fact>
        <Fact label="Billable miles">{formatMiles(load.billable_miles)}</Fact>
        <Fact label="Weight">{formatPounds(load.weight_lbs)}</Fact>
        <Fact label="Equipment">
          {equipmentLabel(load.equipment_type)}
          {load.trailer_length_ft ? ` · ${load.trailer_length_ft} ft` : ''}
        </Fact>
        <Fact label="Certifications">{needs(load)}</Fact>
        <Fact label="Commodity">{load.commodity ?? '—'}</Fact>
        <Fact label="Contact">
          <Stack gap={0}>
            <span>{load.contact.full_name}</span>
            <Anchor href={`mailto:${load.contact.email}`} fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {load.contact.email}
            </Anchor>
            {load.contact.phone_e164 ? (
              <Anchor href={`tel:${load.contact.phone_e164}`} fz="xs">
                {load.contact.phone_e164}
              </Anchor>
            ) : null}
          </Stack>
        </Fact>
      </FactGrid>
      {load.notes ? (
        <Text size="sm">
          <Text span fw={600}>
            Notes for carriers:{' '}
          </Text>
          {load.notes}
        </Text>
      ) : null}
      <Suspense fallback={<Skeleton height={220} radius="sm" />}>
        <RouteMap label={`Stops of load ${load.id} on a map`} stops={stops} road={road} height={220} />
      </Suspense>
      <Section title="Stops">
        <DataTable
          label={`Stops of load ${load.id}`}
          columns={STOP_COLUMNS}
          rows={load.stops}
          getRowId={(s) => String(s.id)}
          emptyMessage="This load has no stops."
          maxHeight={240}
        />
      </Section>
    </Stack>
  );
}

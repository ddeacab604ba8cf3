import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, useRawPositions, type CarrierVehicleArea } from '../../../api';
import { LATE_POSITION_MINUTES, receiveDelayMinutes } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatDateTime, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

const delayCell = (p: CarrierVehicleArea) => {
  const minutes = receiveDelayMinutes(p);
  if (minutes === null) return '—';
  return minutes >= LATE_POSITION_MINUTES ? (
    <StatusBadge color="orange">{minutes} min late</StatusBadge>
  ) : (
    `${minutes} min`
  );
};

const COLUMNS: DataTableColumn<CarrierVehicleArea>[] = [
  { id: 'recorded', header: 'Recorded', cell: (p) => formatDateTime(p.recorded_at) },
  { id: 'received', header: 'Received', cell: (p) => formatDateTime(p.received_at) },
  { id: 'delay', header: 'Delay', cell: delayCell },
  { id: 'vehicle', header: 'Vehicle', cell: (p) => p.carrier_vehicle_id },
  { id: 'position', header: 'Position', cell: (p) => `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}` },
  { id: 'place', header: 'Place', cell: (p) => [p.city, p.state, p.postal_code].filter(Boolean).join(' ') || '—' },
  { id: 'area', header: 'Area', cell: (p) => p.area_id ?? '—' },
  {
    id: 'speed',
    header: 'Speed',
    align: 'right',
    cell: (p) => (p.speed_mph === null ? '—' : `${Math.round(p.speed_mph)} mph`),
  },
  { id: 'heading', header: 'Heading', align: 'right', cell: (p) => (p.heading === null ? '—' : `${p.heading}°`) },
  { id: 'source', header: 'Source', cell: (p) => humanize(p.source) },
];

/**
 * For support: every raw position of the load's vehicles with when it reached the server (late ones
 * marked), behind a disclosure; nothing is asked for until it is opened.
 */
export function RawPositions({ loadId }: { loadId: number }) {
  const [open, setOpen] = useState(false);
  const positions = useRawPositions(loadId, open);
  return (
    <Stack gap={6}>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={`raw-positions-${loadId}`}
        w="fit-content"
        px={0}
      >
        {open ? '▾' : '▸'} Raw positions
      </Button>
      {open ? (
        <Stack gap={4} id={`raw-positions-${loadId}`}>
          <Text size="xs" c="dimmed">
            Every position recorded for the load&apos;s vehicles, oldest first, with the time the server received it;
            {` ${LATE_POSITION_MINUTES} minutes or more is marked late.`}
          </Text>
          <DataTable
            label={`Raw positions of load ${loadId}`}
            columns={COLUMNS}
            rows={positions.isError ? [] : Array.isArray(positions.data) ? positions.data : undefined}
            getRowId={(p) => String(p.id)}
            state={positions}
            emptyMessage="No raw positions recorded for this load."
            errorMessage={`Could not load the raw positions: ${errorMessage(positions.error)}`}
            maxHeight={360}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

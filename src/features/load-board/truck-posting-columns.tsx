import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TruckPosting } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDate, formatDateTime } from '../../ui/format';

const place = (name: string | null, tolerance: number | null) => (
  <Group gap={4} wrap="nowrap">
    <span>{name ?? 'Anywhere'}</span>
    {name !== null && tolerance !== null ? (
      <Text span size="xs" c="dimmed">
        ±{tolerance} mi
      </Text>
    ) : null}
  </Group>
);

/** The truck postings table: carrier, equipment, origin and destination with their deadheads, from when, vehicle, posted, and Edit / Switch off. */
export function truckPostingColumns(options: {
  equipmentLabel: (value: string) => string;
  onEdit: (posting: TruckPosting) => void;
  onSwitchOff: (posting: TruckPosting) => void;
}): DataTableColumn<TruckPosting>[] {
  const name = (p: TruckPosting) => carrierName(p.carrier) ?? `Carrier ${p.carrier_id}`;
  return [
    {
      id: 'carrier',
      header: 'Carrier',
      maxWidth: 240,
      title: name,
      cell: (p) => (
        <Anchor component={Link} to={paths.carrierDetail.href(p.carrier_id)} fz="inherit" fw={600}>
          {name(p)}
        </Anchor>
      ),
    },
    { id: 'equipment', header: 'Equipment', cell: (p) => options.equipmentLabel(p.posted_equipment_type) },
    { id: 'origin', header: 'Origin', cell: (p) => place(p.origin_search_display_name, p.origin_deadhead_tolerance) },
    {
      id: 'destination',
      header: 'Destination',
      cell: (p) => place(p.destination_search_display_name, p.destination_deadhead_tolerance),
    },
    { id: 'start', header: 'Available from', cell: (p) => formatDate(p.start_date) },
    {
      id: 'vehicle',
      header: 'Vehicle',
      cell: (p) => (p.carrier_vehicle_id === null ? '—' : `#${p.carrier_vehicle_id}`),
    },
    { id: 'posted', header: 'Posted', cell: (p) => formatDateTime(p.created_at) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Edit the posting of ${name(p)}`}
            onClick={() => options.onEdit(p)}
          >
            Edit…
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Switch off the posting of ${name(p)}…`}
            onClick={() => options.onSwitchOff(p)}
          >
            Switch off…
          </Button>
        </Group>
      ),
    },
  ];
}

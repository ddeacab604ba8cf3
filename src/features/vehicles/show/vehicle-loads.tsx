import { Anchor, Group, Text } from '@mantine/core';
import { parseAsInteger, useQueryState } from 'nuqs';
import { Link } from 'react-router';
import { errorMessage, shownPage, useVehicleLoadsPage, type Load } from '../../../api';
import { paths } from '../../../config/paths';
import { PAGE_SIZE, loadStatusName } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDateTime, formatPlace, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

const place = (stop: Load['stops'][number] | undefined) =>
  stop ? `${formatPlace(stop)} ${formatDateTime(stop.appointment_start)}` : '—';

const LOAD_COLUMNS: DataTableColumn<Load>[] = [
  {
    id: 'id',
    header: 'Load',
    cell: (l) => (
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={paths.loadDetail.href(l.id)} fz="inherit" fw={600}>
          {l.id}
        </Anchor>
        <Text span size="xs" c="dimmed">
          {l.reference_number}
        </Text>
      </Group>
    ),
  },
  { id: 'status', header: 'Status', cell: (l) => <StatusBadge color="gray">{loadStatusName(l.status)}</StatusBadge> },
  { id: 'tracking', header: 'Tracking', cell: (l) => humanize(l.tracking_status) },
  { id: 'origin', header: 'Pickup', cell: (l) => place(l.stops[0]) },
  { id: 'destination', header: 'Delivery', cell: (l) => place(l.stops.at(-1)) },
];

/** The loads the vehicle is assigned to, every status, newest first, 50 a page (the page in `?loads_page=`). */
export function VehicleLoads({ vehicleId, name }: { vehicleId: number; name: string }) {
  const [asked, setPage] = useQueryState('loads_page', parseAsInteger.withDefault(1));
  const page = Math.max(1, asked);
  const loads = useVehicleLoadsPage(vehicleId, page);
  const { rows, paging } = shownPage(loads);
  return (
    <Section title="Loads">
      <DataTable
        label={`Loads of ${name}`}
        columns={LOAD_COLUMNS}
        rows={rows}
        getRowId={(l) => String(l.id)}
        state={loads}
        emptyMessage={`${name} is on no load.`}
        errorMessage={`Could not load the loads: ${errorMessage(loads.error)}`}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="loads"
        onPageChange={(next) => void setPage(next > 1 ? next : null)}
        maxHeight={360}
      />
    </Section>
  );
}

import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RateConfirmation } from '../../api';
import { paths } from '../../config/paths';
import type { DataTableColumn } from '../../ui/data-table';
import { formatCents, formatDate, formatDateTime } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { rcStatus } from './labels';

const lane = (rc: RateConfirmation) =>
  `${rc.pickup_city}, ${rc.pickup_state} → ${rc.delivery_city}, ${rc.delivery_state}`;

/** The rate confirmations table: id, status, load, carrier, lane with dates, rate, creator, created. */
export const RATE_CONFIRMATION_COLUMNS: DataTableColumn<RateConfirmation>[] = [
  {
    id: 'id',
    header: 'Rate con',
    sortKey: 'id',
    descFirst: true,
    cell: (rc) => (
      <Anchor component={Link} to={paths.rateConfirmationDetail.href(rc.id)} fz="inherit" fw={600}>
        {rc.id}
      </Anchor>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    title: (rc) => rcStatus(rc.status).sentence,
    cell: (rc) => <StatusBadge color={rcStatus(rc.status).color}>{rcStatus(rc.status).label}</StatusBadge>,
  },
  {
    id: 'load',
    header: 'Load',
    cell: (rc) =>
      rc.load_id === null ? (
        rc.load_reference_number
      ) : (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={paths.loadDetail.href(rc.load_id)} fz="inherit">
            {rc.load_id}
          </Anchor>
          <Text span size="xs" c="dimmed">
            {rc.load_reference_number}
          </Text>
        </Group>
      ),
  },
  {
    id: 'carrier',
    header: 'Carrier',
    maxWidth: 220,
    title: (rc) => rc.carrier_legal_name,
    cell: (rc) => (
      <Anchor component={Link} to={paths.carrierDetail.href(rc.carrier_id)} fz="inherit" c="inherit">
        {rc.carrier_legal_name}
      </Anchor>
    ),
  },
  {
    id: 'lane',
    header: 'Lane',
    maxWidth: 300,
    title: (rc) => `${lane(rc)}, pickup ${formatDate(rc.pickup_date)}`,
    cell: (rc) => (
      <Group gap={6} wrap="nowrap">
        <span>{lane(rc)}</span>
        <Text span size="xs" c="dimmed">
          {formatDate(rc.pickup_date)}
        </Text>
      </Group>
    ),
  },
  { id: 'rate', header: 'Rate', align: 'right', cell: (rc) => formatCents(rc.rate_cents) },
  { id: 'creator', header: 'Created by', maxWidth: 160, title: (rc) => rc.creator_name, cell: (rc) => rc.creator_name },
  {
    id: 'created',
    header: 'Created',
    sortKey: 'created_at',
    descFirst: true,
    cell: (rc) => formatDateTime(rc.created_at),
  },
];

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RateConfirmationMail } from '../../api';
import { paths } from '../../config/paths';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { mailStatusLabel } from './labels';

const sender = (m: RateConfirmationMail) => (m.from_name ? `${m.from_name} <${m.from}>` : m.from);

/** The e-mails table: id, status, sent or received, subject, from, to, carrier, when (the load is named in the subject). */
export const EMAIL_COLUMNS: DataTableColumn<RateConfirmationMail>[] = [
  {
    id: 'id',
    header: 'E-mail',
    sortKey: 'id',
    descFirst: true,
    cell: (m) => (
      <Anchor component={Link} to={paths.rateConfirmationEmailDetail.href(m.id)} fz="inherit" fw={600}>
        {m.id}
      </Anchor>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    title: (m) => m.flag_reason ?? undefined,
    cell: (m) => <StatusBadge color={mailStatusLabel(m.status).color}>{mailStatusLabel(m.status).label}</StatusBadge>,
  },
  { id: 'direction', header: 'Way', cell: (m) => (m.direction === 'received' ? 'Received' : 'Sent') },
  { id: 'subject', header: 'Subject', maxWidth: 270, title: (m) => m.subject, cell: (m) => m.subject },
  {
    id: 'from',
    header: 'From',
    maxWidth: 180,
    title: sender,
    cell: (m) => m.from_name ?? m.from,
  },
  { id: 'to', header: 'To', maxWidth: 180, title: (m) => m.to.join(', '), cell: (m) => m.to.join(', ') },
  {
    id: 'carrier',
    header: 'Carrier',
    maxWidth: 160,
    title: (m) => m.carrier_legal_name ?? undefined,
    cell: (m) =>
      m.carrier_id === null ? (
        <Text span size="xs" c="dimmed">
          None
        </Text>
      ) : (
        <Anchor component={Link} to={paths.carrierDetail.href(m.carrier_id)} fz="inherit" c="inherit">
          {m.carrier_legal_name ?? `Carrier ${m.carrier_id}`}
        </Anchor>
      ),
  },
  {
    id: 'when',
    header: 'When',
    sortKey: 'received_at',
    descFirst: true,
    cell: (m) => formatDateTime(m.received_at),
  },
];

import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage, shownPage, type CompanyChangeOrder } from '../../../api';
import { paths } from '../../../config/paths';
import { PAGED_LIST, PAGE_SIZE, personName } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDate, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { useListUrlState } from '../../../ui/use-list-url-state';
import { CHANGE_FIELD_LABELS, STATUS_COLORS } from '../account-labels';
import { myAccountParts } from '../my-account.route';

const fields = (order: CompanyChangeOrder) =>
  (Array.isArray(order.changes) ? order.changes : []).map((c) => CHANGE_FIELD_LABELS[c.field] ?? c.field).join(', ');

const COLUMNS: DataTableColumn<CompanyChangeOrder>[] = [
  {
    id: 'id',
    header: 'Order',
    cell: (order) => (
      <Anchor component={Link} to={paths.companyChangeOrder.href(order.id)} fz="inherit" fw={600}>
        {order.id}
      </Anchor>
    ),
  },
  { id: 'changes', header: 'Changes', maxWidth: 280, title: fields, cell: fields },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <StatusBadge color={STATUS_COLORS[order.status] ?? 'gray'}>{humanize(order.status)}</StatusBadge>,
  },
  { id: 'requested_by', header: 'Requested by', cell: (order) => personName(order.requested_by) },
  { id: 'created_at', header: 'Requested', cell: (order) => formatDate(order.created_at) },
  {
    id: 'reviewed',
    header: 'Reviewed',
    cell: (order) => (order.reviewed_by ? `${personName(order.reviewed_by)}, ${formatDate(order.reviewed_at)}` : '—'),
  },
];

/** The company's change orders, newest first, each opening Company Change Order; the pending ones counted in the title. */
export function ChangeOrdersSection() {
  const navigate = useNavigate();
  const { state, change } = useListUrlState(PAGED_LIST);
  // The route's loader started this same query (my-account.route.ts) when My Account opened on Profile.
  const list = useQuery(myAccountParts.changeOrders(state));
  const { rows, paging } = shownPage(list);
  const pending = (rows ?? []).filter((order) => order.status === 'pending').length;
  return (
    <Section
      title="Change orders"
      actions={
        pending > 0 ? (
          <Text size="sm" fw={600} c="blue.9">
            {pending} waiting for review
          </Text>
        ) : null
      }
    >
      <Text size="xs" c="dimmed">
        Changes to the company&apos;s registered details (name, address, phone, e-mail) take effect once another manager
        approves them.
      </Text>
      <DataTable
        label="Change orders of the company"
        columns={COLUMNS}
        rows={rows}
        getRowId={(order) => String(order.id)}
        state={list}
        emptyMessage="No change orders yet."
        errorMessage={`Could not load the change orders: ${errorMessage(list.error)}`}
        onOpenRow={(order) => void navigate(paths.companyChangeOrder.href(order.id))}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="change orders"
        onPageChange={(page) => change({ page })}
        maxHeight={360}
      />
    </Section>
  );
}

import { Anchor, Blockquote, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  errorMessage,
  errorStatus,
  useApproveChangeOrderAndRefresh,
  type CompanyChangeOrder,
  type CurrentUser,
} from '../../../api';
import { paths } from '../../../config/paths';
import { changeOrderReviewBlock, parseId, personName } from '../../../domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatDateTime, humanize } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { DetailState } from '../../../ui/query-state';
import { StatusBadge } from '../../../ui/status-badge';
import { CHANGE_FIELD_LABELS, STATUS_COLORS } from '../account-labels';
import { useSignedInUser } from '../use-signed-in-user';
import { changeOrderQueries } from './change-order.route';
import { ChangesTable } from './changes-table';
import { RejectDialog } from './reject-dialog';

function Decision({ order }: { order: CompanyChangeOrder }) {
  if (order.status === 'pending' || order.status === 'cancelled') return null;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {humanize(order.status)} by {order.reviewed_by ? personName(order.reviewed_by) : 'a manager'} on{' '}
        {formatDateTime(order.reviewed_at)}.
      </Text>
      {order.rejection_reason ? (
        <Blockquote p="xs" color="red" fz="sm" cite="Reason given">
          {order.rejection_reason}
        </Blockquote>
      ) : null}
    </Stack>
  );
}

function OrderView({ order, user }: { order: CompanyChangeOrder; user: CurrentUser }) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveChangeOrderAndRefresh(order.id);
  const block = changeOrderReviewBlock(order, user);
  const requester = personName(order.requested_by);
  const fields = (Array.isArray(order.changes) ? order.changes : [])
    .map((c) => (CHANGE_FIELD_LABELS[c.field] ?? c.field).toLowerCase())
    .join(' and ');
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs" align="center">
            <Title order={1} size="h3">
              Change order {order.id}
            </Title>
            <StatusBadge color={STATUS_COLORS[order.status] ?? 'gray'}>{humanize(order.status)}</StatusBadge>
          </Group>
          <Text size="sm" c="dimmed">
            {order.company.legal_name} · requested by {requester} on {formatDateTime(order.created_at)}
          </Text>
        </Stack>
        {block === null ? (
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              c="red.9"
              variant="light"
              aria-haspopup="dialog"
              onClick={() => setDialog('reject')}
            >
              Reject
            </Button>
            <Button size="xs" aria-haspopup="dialog" onClick={() => setDialog('approve')}>
              Approve
            </Button>
          </Group>
        ) : null}
      </Group>
      {order.reason ? (
        <Blockquote p="xs" fz="sm" cite={`${requester}, on why`}>
          {order.reason}
        </Blockquote>
      ) : null}
      <ChangesTable order={order} />
      <Decision order={order} />
      {block !== null && order.status === 'pending' ? (
        <Text size="sm" c="dimmed">
          {block}
        </Text>
      ) : null}
      <Anchor component={Link} to={paths.myAccount.href()} size="sm">
        Back to My Account
      </Anchor>
      <ConfirmDialog
        opened={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title={`Approve change order ${order.id}?`}
        confirmLabel="Approve change order"
        onConfirm={async () => {
          await approve.mutateAsync({ id: order.id });
          notify('success', `Change order ${order.id} was approved: the company's details are updated.`);
        }}
        errorText={errorMessage}
      >
        {order.company.legal_name}&apos;s {fields} change to the requested values at once, everywhere the company is
        shown.
      </ConfirmDialog>
      <RejectDialog id={order.id} requester={requester} opened={dialog === 'reject'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/**
 * Company Change Order (`/company_change_orders/{id}`, "Change Order {id}"): the old and new values
 * side by side with the differences marked; a pending order is approved or rejected (with a reason),
 * both confirmed, by a manager who did not request it; a decided one is read-only.
 */
export default function ChangeOrderPage() {
  const { id = '' } = useParams();
  const orderId = parseId(id);
  // The route's loader started this same query (change-order.route.ts) while this code loaded.
  const order = useQuery({ ...changeOrderQueries(orderId ?? 0).order, enabled: orderId !== null });
  const user = useSignedInUser();
  return (
    <DetailState
      query={order}
      what={`change order ${id}`}
      notFound={orderId === null || errorStatus(order.error) === 404}
      back={{ to: paths.myAccount.href(), label: 'Back to My Account' }}
      errorText={errorMessage(order.error)}
    >
      {() => (order.data && user ? <OrderView order={order.data} user={user} /> : null)}
    </DetailState>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  shownPage,
  useDeleteInvitationAndRefresh,
  useResendInvitationAndRefresh,
  type UserInvitation,
} from '../../../api';
import {
  PAGED_LIST,
  PAGE_SIZE,
  RESENT_INVITATION_SCOPES,
  canManageUsers,
  resentUserInvitationBody,
} from '../../../domain';
import { ResendUserInvitationBody } from '../../../api/validators';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { notify } from '../../../ui/notify';
import { useListUrlState } from '../../../ui/use-list-url-state';
import { myAccountParts } from '../my-account.route';
import { useSignedInUser } from '../use-signed-in-user';
import { scopeLabel } from '../scope-words';
import { invitationColumns } from './invitation-columns';
import { InviteDialog } from './invite-dialog';

const words = (scopes: readonly string[]) => scopes.map(scopeLabel).join(' and ');

/**
 * Invitations: every invitation of the company, last delivered first, 50 a page. A user who can
 * manage users invites (e-mail, permissions, the brand's site), resends (with the permissions
 * sourcing and manage users, as the spec says) and withdraws, each resend and withdrawal confirmed.
 */
export default function InvitationsTab() {
  const me = useSignedInUser();
  const { state, change } = useListUrlState(PAGED_LIST);
  // The route's loader started this same query (my-account.route.ts) when My Account opened on this tab.
  const list = useQuery(myAccountParts.invitations(state));
  const { rows, paging } = shownPage(list);
  const [inviting, setInviting] = useState(false);
  const [resending, setResending] = useState<UserInvitation | null>(null);
  const [withdrawing, setWithdrawing] = useState<UserInvitation | null>(null);
  const resend = useResendInvitationAndRefresh();
  const withdraw = useDeleteInvitationAndRefresh();
  const manager = canManageUsers(me);
  const columns = useMemo(
    () => invitationColumns(manager ? { onResend: setResending, onWithdraw: setWithdrawing } : null),
    [manager],
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        {manager ? (
          <Text size="xs" c="dimmed">
            An invitation is valid for 14 days; resending it starts them again.
          </Text>
        ) : (
          <Alert color="gray" variant="light" p="xs">
            <Text size="sm">A user who can manage users sends, resends and withdraws invitations.</Text>
          </Alert>
        )}
        {manager ? (
          <Button size="xs" onClick={() => setInviting(true)}>
            Invite a user
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Invitations"
        columns={columns}
        rows={rows}
        getRowId={(invitation) => String(invitation.id)}
        state={list}
        emptyMessage="No invitations yet."
        errorMessage={`Could not load the invitations: ${errorMessage(list.error)}`}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="invitations"
        onPageChange={(page) => change({ page })}
      />
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={resending !== null}
        onClose={() => setResending(null)}
        title={`Resend the invitation to ${resending?.email ?? ''}?`}
        confirmLabel="Resend invitation"
        onConfirm={async () => {
          if (!resending) return;
          await resend.mutateAsync({
            id: resending.id,
            data: ResendUserInvitationBody.parse(resentUserInvitationBody()),
          });
          notify('success', `The invitation to ${resending.email} was sent again.`);
        }}
        errorText={errorMessage}
      >
        It is sent again with the permissions {words(RESENT_INVITATION_SCOPES)}, which replace{' '}
        {resending && resending.scopes.length ? `its current ones (${words(resending.scopes)})` : 'its current ones'},
        and expires 14 days from now.
      </ConfirmDialog>
      <ConfirmDialog
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={`Withdraw the invitation to ${withdrawing?.email ?? ''}?`}
        confirmLabel="Withdraw invitation"
        danger
        onConfirm={async () => {
          if (!withdrawing) return;
          await withdraw.mutateAsync({ id: withdrawing.id });
          notify('success', `The invitation to ${withdrawing.email} was withdrawn.`);
        }}
        errorText={errorMessage}
      >
        Its link stops working. You can invite {withdrawing?.email ?? 'them'} again later.
      </ConfirmDialog>
    </Stack>
  );
}

import { Button, Group } from '@mantine/core';
import type { UserInvitation } from '../../../api';
import { invitationActions, personName } from '../../../domain';
import { scopeLabel } from '../scope-words';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDate, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { SITE_LABELS, STATUS_COLORS } from '../account-labels';

const permissions = (invitation: UserInvitation) =>
  Array.isArray(invitation.scopes) && invitation.scopes.length ? invitation.scopes.map(scopeLabel).join(', ') : 'None';

/** The Invitations table's columns; Resend and Withdraw only for a user who can manage users. */
export function invitationColumns(
  actions: { onResend: (i: UserInvitation) => void; onWithdraw: (i: UserInvitation) => void } | null,
): DataTableColumn<UserInvitation>[] {
  const columns: DataTableColumn<UserInvitation>[] = [
    { id: 'email', header: 'E-mail', maxWidth: 240, title: (i) => i.email, cell: (i) => i.email },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => <StatusBadge color={STATUS_COLORS[i.status] ?? 'gray'}>{humanize(i.status)}</StatusBadge>,
    },
    { id: 'scopes', header: 'Permissions', maxWidth: 220, title: permissions, cell: permissions },
    { id: 'site', header: 'For', cell: (i) => SITE_LABELS[i.site] ?? i.site },
    { id: 'invited_by', header: 'Invited by', cell: (i) => (i.invited_by ? personName(i.invited_by) : '—') },
    { id: 'delivered_at', header: 'Delivered', cell: (i) => (i.delivered_at ? formatDate(i.delivered_at) : 'Queued') },
    {
      id: 'expires_at',
      header: 'Expires',
      title: (i) => (i.accepted_at ? `Accepted ${formatDate(i.accepted_at)}` : undefined),
      cell: (i) => (i.status === 'accepted' ? '—' : formatDate(i.expires_at)),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (invitation) => {
        const can = invitationActions(invitation.status);
        return (
          <Group gap={4} wrap="nowrap">
            {can.resend ? (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-haspopup="dialog"
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() => actions.onResend(invitation)}
              >
                Resend
              </Button>
            ) : null}
            {can.withdraw ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                c="red.9"
                aria-haspopup="dialog"
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => actions.onWithdraw(invitation)}
              >
                Withdraw
              </Button>
            ) : null}
          </Group>
        );
      },
    },
  ];
}

import { Button } from '@mantine/core';
import { useMemo } from 'react';
import {
  errorMessage,
  useClassifications,
  useConnectionInvitations,
  useResendInvitation,
  useServerAction,
  type ConnectionInvitation,
} from '../../../api';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { notify } from '../../../ui/notify';

/**
 * The invitations the broker sent this carrier, newest first, each resent with the classifications
 * it was sent under (PATCH connection_invitations/{id}/resend) when this user may invite.
 */
export function InvitationsTable({
  companyId,
  carrierId,
  canInvite,
}: {
  companyId: number | null;
  carrierId: number;
  canInvite: boolean;
}) {
  const query = useConnectionInvitations(companyId, carrierId);
  const classifications = useClassifications(companyId, {});
  const resend = useResendInvitation();
  const names = useMemo(
    () => new Map((classifications.data ?? []).map((c) => [c.id, c.name] as const)),
    [classifications.data],
  );
  const { run: send } = useServerAction(async (invitation: ConnectionInvitation) => {
    try {
      await resend.mutateAsync({
        id: invitation.id,
        data: { connection_invitation: { classification_ids: invitation.classification_ids } },
      });
      notify('success', `Invitation ${invitation.id} was sent again.`);
    } catch (error) {
      notify('error', errorMessage(error), `Invitation ${invitation.id} was not sent again`);
    }
  });
  const rows = useMemo(
    () =>
      Array.isArray(query.data) ? [...query.data].sort((a, b) => b.created_at.localeCompare(a.created_at)) : undefined,
    [query.data],
  );
  const columns = useMemo(
    (): DataTableColumn<ConnectionInvitation>[] => [
      {
        id: 'to',
        header: 'Sent to',
        maxWidth: 240,
        cell: (i) => i.email ?? (i.user_id === null ? 'The carrier' : `User ${i.user_id}`),
      },
      {
        id: 'under',
        header: 'Onboard under',
        maxWidth: 220,
        cell: (i) =>
          i.classification_ids.length
            ? i.classification_ids.map((id) => names.get(id) ?? `Classification ${id}`).join(', ')
            : 'Standard onboarding',
      },
      { id: 'by', header: 'By', cell: (i) => i.issuer.legal_name },
      { id: 'sent', header: 'Sent', cell: (i) => formatDateTime(i.created_at) },
      {
        id: 'delivered',
        header: 'Delivered',
        cell: (i) => (i.delivered_at ? formatDateTime(i.delivered_at) : 'Not yet'),
      },
      { id: 'accepted', header: 'Accepted', cell: (i) => (i.accepted_at ? formatDateTime(i.accepted_at) : 'Not yet') },
      ...(canInvite
        ? [
            {
              id: 'resend',
              header: 'Resend',
              cell: (i: ConnectionInvitation) =>
                i.accepted_at ? null : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void send(i)}
                    aria-label={`Resend invitation ${i.id}`}
                  >
                    Resend
                  </Button>
                ),
            },
          ]
        : []),
    ],
    [names, canInvite, send],
  );
  return (
    <DataTable
      label="Invitations"
      columns={columns}
      rows={query.isError ? [] : rows}
      getRowId={(i) => String(i.id)}
      state={query}
      emptyMessage="No invitation was sent to this carrier."
      errorMessage={`Could not load the invitations: ${errorMessage(query.error)}`}
      maxHeight={200}
    />
  );
}

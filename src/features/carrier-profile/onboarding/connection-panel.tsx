import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, useSetCarrierToDoNotDispatch, useUpdateConnection, type BrokerConnection } from '../../../api';
import { SetCarrierToDoNotDispatchBody } from '../../../api/validators';
import {
  CONNECTION_CHANGES,
  connectionActions,
  connectionStandingText,
  type ConnectionAction,
  type VettingPermission,
} from '../../../domain';
import { messagesByField } from '../../../lib/form-messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ACTION_WORDS } from './connection-words';
import { PacketStatus } from './packet-status';

const notesMessages = messagesByField({ notes: 'Notes are text.' });
const NOTES_PROBLEM = 'Check the notes.';

/**
 * The broker's connection with the carrier: where it stands in words, and the moves it allows
 * (the domain's actions by list), each asked first and naming what changes; do not dispatch takes
 * optional notes. Moves this user may not make are explained instead of offered.
 */
export function ConnectionPanel({
  carrier,
  connection,
  permissions,
  onInvite,
}: {
  carrier: { id: number; legal_name: string };
  connection: BrokerConnection | null;
  permissions: { invite: VettingPermission; changeLists: VettingPermission };
  onInvite: () => void;
}) {
  const update = useUpdateConnection();
  const doNotDispatch = useSetCarrierToDoNotDispatch();
  const [asking, setAsking] = useState<Exclude<ConnectionAction, 'invite'>>('dismiss');
  const [open, setOpen] = useState(false);
  const notes = useForm({
    resolver: zodResolver(SetCarrierToDoNotDispatchBody, notesMessages),
    defaultValues: { status: 'do_not_dispatch' as const, notes: '' },
  });
  const actions = connectionActions(connection);
  const allowedOf = (action: ConnectionAction) => (action === 'invite' ? permissions.invite : permissions.changeLists);
  const offered = actions.filter((action) => allowedOf(action).allowed);
  const reasons = [...new Set(actions.map(allowedOf).flatMap((p) => (p.allowed ? [] : [p.reason])))];

  const run = async () => {
    if (asking === 'doNotDispatch') {
      if (!(await notes.trigger())) throw new Error(NOTES_PROBLEM);
      const text = notes.getValues('notes')?.trim() ?? '';
      await doNotDispatch.mutateAsync({
        params: { carrier_id: carrier.id },
        data: { status: 'do_not_dispatch', ...(text ? { notes: text } : {}) },
      });
      notes.reset();
    } else if (connection) {
      await update.mutateAsync({ id: connection.id, data: { connection: CONNECTION_CHANGES[asking] } });
    }
  };

  return (
    <Section title="Connection">
      <Stack gap="xs">
        <FactGrid wide={4}>
          <Fact label="Standing">{connectionStandingText(connection)}</Fact>
          <Fact label="Connected since">{connection ? formatDate(connection.created_at) : '—'}</Fact>
          <Fact label="Latest packet">
            {connection ? <PacketStatus status={connection.latest_onboarding_packet_status} /> : '—'}
          </Fact>
          <Fact label="Packet updated">
            {connection?.latest_onboarding_packet_updated_at
              ? formatDateTime(connection.latest_onboarding_packet_updated_at)
              : '—'}
          </Fact>
        </FactGrid>
        {connection?.notes ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              Notes:{' '}
            </Text>
            {connection.notes}
          </Text>
        ) : null}
        {offered.length ? (
          <Group gap="xs" aria-label="Connection actions" role="group">
            {offered.map((action) => (
              <Button
                key={action}
                size="compact-sm"
                variant={action === 'invite' ? 'filled' : 'default'}
                onClick={() => {
                  if (action === 'invite') return onInvite();
                  setAsking(action);
                  setOpen(true);
                }}
              >
                {ACTION_WORDS[action].button}
                {action === 'invite' ? '' : '…'}
              </Button>
            ))}
          </Group>
        ) : null}
        {reasons.map((reason) => (
          <Alert key={reason} color="gray" variant="light" p="xs">
            {reason}
          </Alert>
        ))}
      </Stack>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={ACTION_WORDS[asking].question(carrier.legal_name)}
        confirmLabel={ACTION_WORDS[asking].confirm}
        danger={ACTION_WORDS[asking].danger}
        onConfirm={run}
        errorText={(error) =>
          error instanceof Error && error.message === NOTES_PROBLEM ? NOTES_PROBLEM : errorMessage(error)
        }
      >
        <Stack gap="xs">
          <Text size="sm">{ACTION_WORDS[asking].effect}</Text>
          {asking === 'doNotDispatch' ? (
            <Textarea
              label="Notes (optional)"
              rows={3}
              error={notes.formState.errors.notes?.message}
              {...notes.register('notes')}
            />
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Section>
  );
}

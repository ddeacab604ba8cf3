import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { useCreateIdentityAlertMessageAndRefresh, useServerForm, type IdentityAlert } from '../../../api';
import { CreateIdentityAlertMessageBody } from '../../../api/validators';
import { IDENTITY_ALERT_CATEGORY_LABELS, isOwnAlert } from '../../../domain';
import { formatDate, formatDateTime, humanize } from '../../../ui/format';
import { FormError } from '../../../ui/form-error';
import { StatusBadge } from '../../../ui/status-badge';
import { GrowingTextarea } from '../../../ui/growing-textarea';

const messages = { message: 'Write the message.' };

/** "Add a message" under an alert's thread; a refusal keeps the text. */
function AddMessage({ alert, carrierId }: { alert: IdentityAlert; carrierId: number }) {
  const create = useCreateIdentityAlertMessageAndRefresh(carrierId);
  const schema = z.preprocess(
    (form: { message: string }) => ({ identity_alert_id: alert.id, message: form.message.trim() }),
    CreateIdentityAlertMessageBody.shape.identity_alert_message,
  );
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { message: '' },
    fields: ['message'],
    onSubmit: async (identity_alert_message, { reset }) => {
      await create.mutateAsync({ data: { identity_alert_message } });
      reset({ message: '' });
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <FormError errors={errors} title="The message was not added" />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <GrowingTextarea
            label={`Add a message to alert ${alert.id}`}
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Button size="xs" type="submit" variant="light" loading={isSubmitting} mb={errors.message ? 22 : 0}>
            Add message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One alert: its category, who reported it (brokers stay anonymous to each other), the details, its thread. */
export function AlertCard({
  alert,
  carrierId,
  companyId,
  commodity,
  onWithdraw,
}: {
  alert: IdentityAlert;
  carrierId: number;
  companyId: number | null;
  commodity: string | null;
  onWithdraw: (alert: IdentityAlert) => void;
}) {
  const own = isOwnAlert(alert, companyId);
  const category = IDENTITY_ALERT_CATEGORY_LABELS[alert.is_type] ?? humanize(alert.is_type);
  const details = [
    alert.file_date && `Happened ${formatDate(alert.file_date)}`,
    alert.phone_e164 ?? alert.phone,
    alert.email,
    alert.origin_postal_code && `Origin ${alert.origin_postal_code}`,
    commodity,
  ].filter(Boolean);
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${category} alert ${alert.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <StatusBadge color="red">{category}</StatusBadge>
            {alert.is_published ? null : <StatusBadge color="gray">Withdrawn</StatusBadge>}
            <Text size="xs" c="dimmed">
              Reported {formatDateTime(alert.created_at)} by {own ? 'your company' : 'another broker'}
            </Text>
          </Group>
          {own && alert.is_published ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onWithdraw(alert)}
              aria-haspopup="dialog"
            >
              Withdraw
            </Button>
          ) : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {alert.message}
        </Text>
        {details.length ? (
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        ) : null}
        <Stack
          gap={4}
          pl="sm"
          style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
          aria-label={`Messages on alert ${alert.id}`}
        >
          {(alert.messages ?? []).map((m) => (
            <div key={m.id}>
              <Text size="xs" c="dimmed">
                {m.author_name ??
                  (companyId !== null && m.company_id === companyId ? 'Your company' : 'Another broker')}{' '}
                · {formatDateTime(m.created_at)}
              </Text>
              <Text size="sm">{m.message}</Text>
            </div>
          ))}
          {!alert.messages && alert.messages_count > 0 ? (
            <Text size="xs" c="dimmed">
              {alert.messages_count} messages
            </Text>
          ) : null}
          <AddMessage alert={alert} carrierId={carrierId} />
        </Stack>
      </Stack>
    </Paper>
  );
}

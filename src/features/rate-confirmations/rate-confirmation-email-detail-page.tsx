import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage, errorStatus, type RateConfirmationMailDetail } from '../../api';
import { paths } from '../../config/paths';
import { parseId } from '../../domain';
import { DetailState } from '../../ui/query-state';
import { StatusBadge } from '../../ui/status-badge';
import { MailBody } from './email/mail-body';
import { MailHeaders } from './email/mail-headers';
import { MailSignalsPanel } from './email/mail-signals-panel';
import { useMailSignals } from './email/use-mail-signals';
import { mailStatusLabel } from './labels';
import { rateConfirmationEmailDetailQueries } from './rate-confirmation-email-detail.route';

function MailView({ mail }: { mail: RateConfirmationMailDetail }) {
  const { signals, checking } = useMailSignals(mail);
  const status = mailStatusLabel(mail.status);
  return (
    <Stack p="md" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {mail.direction === 'received' ? 'Received' : 'Sent'} e-mail {mail.id}
        </Title>
        <Text size="sm">{mail.subject}</Text>
        <Group gap="sm">
          <StatusBadge color={status.color}>{status.label}</StatusBadge>
          {mail.flag_reason ? (
            <Text size="sm" c="red.9">
              {mail.flag_reason}
            </Text>
          ) : null}
          {mail.rate_confirmation_id !== null ? (
            <Anchor component={Link} to={paths.rateConfirmationDetail.href(mail.rate_confirmation_id)} size="sm">
              Rate confirmation {mail.rate_confirmation_id}
            </Anchor>
          ) : null}
          {mail.load_id !== null ? (
            <Anchor component={Link} to={paths.loadDetail.href(mail.load_id)} size="sm">
              Load {mail.load_id}
            </Anchor>
          ) : null}
          {mail.carrier_id !== null ? (
            <Anchor component={Link} to={paths.carrierDetail.href(mail.carrier_id)} size="sm">
              {mail.carrier_legal_name ?? `Carrier ${mail.carrier_id}`}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      <MailSignalsPanel signals={signals} checking={checking} />
      <MailHeaders mail={mail} />
      <MailBody mail={mail} />
    </Stack>
  );
}

/**
 * Rate Confirmation Email Detail: the e-mail's phishing signals in words at the top, its headers and
 * attachments, and its body, sanitised in a sandboxed frame (or its plain text).
 */
export default function RateConfirmationEmailDetailPage() {
  const { id = '' } = useParams();
  const mailId = parseId(id);
  // The route's loader started this same query (rate-confirmation-email-detail.route.ts) while this code loaded.
  const mail = useQuery({ ...rateConfirmationEmailDetailQueries(mailId ?? 0).mail, enabled: mailId !== null });
  return (
    <DetailState
      query={mail}
      what={`rate confirmation e-mail ${id}`}
      notFound={mailId === null || errorStatus(mail.error) === 404}
      back={{ to: paths.rateConfirmationEmails.href(), label: 'Back to the rate confirmation e-mails' }}
      errorText={errorMessage(mail.error)}
    >
      {() => mail.data && <MailView mail={mail.data} />}
    </DetailState>
  );
}

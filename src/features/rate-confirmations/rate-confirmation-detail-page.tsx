import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage, errorStatus, useCurrentUser, type RateConfirmation } from '../../api';
import { paths } from '../../config/paths';
import { parseId } from '../../domain';
import { DetailState } from '../../ui/query-state';
import { StatusBadge } from '../../ui/status-badge';
import { RateConfirmationActions } from './detail/rc-actions';
import { RateConfirmationFacts, RateConfirmationStops } from './detail/rc-facts';
import { RateConfirmationTerms } from './detail/rc-terms';
import { rcStatus } from './labels';
import { rateConfirmationDetailQueries } from './rate-confirmation-detail.route';

function RateConfirmationView({ rc }: { rc: RateConfirmation }) {
  const userId = useCurrentUser().data?.user.id;
  const status = rcStatus(rc.status);
  return (
    <Stack p="md" gap="md">
      {/* The actions sit beside the title; on a phone they go under it. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4}>
          <Title order={1} size="h3">
            Rate confirmation {rc.id}
          </Title>
          <Text size="sm">{rc.subject}</Text>
          <Group gap={6}>
            <StatusBadge color={status.color}>{status.label}</StatusBadge>
            <Text size="sm" c="dimmed">
              {status.sentence}
            </Text>
          </Group>
        </Stack>
        <Stack gap={6} align="flex-end">
          <RateConfirmationActions rc={rc} />
          <Group gap="md">
            <Anchor href={rc.pdf_url} target="_blank" rel="noopener noreferrer" size="sm">
              Open the PDF
            </Anchor>
            <Anchor
              component={Link}
              to={paths.rateConfirmationEmails.href({ subject: rc.load_reference_number })}
              size="sm"
            >
              E-mails about {rc.load_reference_number}
            </Anchor>
          </Group>
        </Stack>
      </Group>
      {rc.flag_reason ? (
        <Alert color="orange" title="Why it was flagged" maw={900}>
          {rc.flag_reason}
        </Alert>
      ) : null}
      <RateConfirmationFacts rc={rc} you={rc.creator_id === userId} />
      <RateConfirmationStops rc={rc} />
      <RateConfirmationTerms id={rc.id} />
    </Stack>
  );
}

/**
 * Rate Confirmation Detail: the confirmation (load, carrier, rate, stops, status in words, creator,
 * subject), its terms, and Cancel and Reject, each asked first.
 */
export default function RateConfirmationDetailPage() {
  const { id = '' } = useParams();
  const rcId = parseId(id);
  // The route's loader started this same query (rate-confirmation-detail.route.ts) while this code loaded.
  const rc = useQuery({ ...rateConfirmationDetailQueries(rcId ?? 0).rateConfirmation, enabled: rcId !== null });
  return (
    <DetailState
      query={rc}
      what={`rate confirmation ${id}`}
      notFound={rcId === null || errorStatus(rc.error) === 404}
      back={{ to: paths.rateConfirmations.href(), label: 'Back to the rate confirmations' }}
      errorText={errorMessage(rc.error)}
    >
      {() => rc.data && <RateConfirmationView rc={rc.data} />}
    </DetailState>
  );
}

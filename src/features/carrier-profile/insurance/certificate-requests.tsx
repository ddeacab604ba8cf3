import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import {
  errorMessage,
  useListInsuranceActivities,
  useListInsuranceCertificateRequests,
  type InsuranceActivity,
  type InsuranceCertificateRequest,
  type InsurancePolicy,
} from '../../../api';
import { Section } from '../../../ui/detail';
import { formatDateTime, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

const STATUS_COLORS: Record<string, string> = {
  requested: 'yellow',
  sent_to_agent: 'blue',
  received: 'green',
  failed: 'red',
};

function RequestCard({
  request,
  events,
  policy,
}: {
  request: InsuranceCertificateRequest;
  events: readonly InsuranceActivity[];
  policy: InsurancePolicy | undefined;
}) {
  return (
    <Paper withBorder p="xs" component="article" aria-label={`Certificate request ${request.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {policy ? `${policy.insurer_name} · ${policy.policy_number}` : `Request ${request.id}`}
          </Text>
          <StatusBadge color={STATUS_COLORS[request.status] ?? 'gray'}>{humanize(request.status)}</StatusBadge>
        </Group>
        <Text size="xs" c="dimmed">
          Asked {formatDateTime(request.created_at)}
          {request.agent_email ? ` · agent ${request.agent_email}` : ''}
        </Text>
        {events.length ? (
          <Timeline bulletSize={10} lineWidth={2} active={events.length - 1}>
            {events.map((event) => (
              <Timeline.Item
                key={event.id}
                title={
                  <Text size="xs" fw={600}>
                    {humanize(event.is_type)}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.created_at)}
                  {event.message ? ` · ${event.message}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        ) : (
          <Text size="xs" c="dimmed">
            Nothing has happened to it yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The certificate requests sent for the carrier, newest first, each with its timeline of events. */
export function CertificateRequests({
  carrierId,
  policies,
}: {
  carrierId: number;
  policies: readonly InsurancePolicy[];
}) {
  const requests = useListInsuranceCertificateRequests({ 'q[carrier_id_eq]': carrierId, 'q[s]': 'created_at desc' });
  const list = Array.isArray(requests.data) ? requests.data : [];
  const ids = list.map((r) => r.id);
  const activities = useListInsuranceActivities(
    { 'q[insurance_certificate_request_id_in][]': ids },
    { query: { enabled: ids.length > 0 } },
  );
  const events = Array.isArray(activities.data) ? activities.data : [];
  return (
    <Section title="Certificate requests">
      {requests.isError ? (
        <Alert color="red" role="alert" title="Could not load the certificate requests">
          <Group gap="xs">
            <Text size="sm">{errorMessage(requests.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void requests.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      {activities.isError ? (
        <Text size="xs" c="red.8" role="alert">
          Could not load what happened to the requests: {errorMessage(activities.error)}
        </Text>
      ) : null}
      {requests.isPending ? (
        <Text size="sm" c="dimmed" aria-busy>
          Loading the certificate requests…
        </Text>
      ) : null}
      {requests.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No certificate was requested for this carrier yet.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        {list.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            events={events.filter((e) => e.insurance_certificate_request_id === request.id)}
            policy={policies.find((p) => p.id === request.insurance_policy_id)}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

import { Paper, Stack, Text } from '@mantine/core';
import { errorMessage, useGetCarrierTriumphPayAnalysis } from '../../../api';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { utcMonthYear } from '../../../ui/en-us';

/** Loads paid to the carrier through TriumphPay, and whether the payee is the carrier itself. */
export function TriumphPay({ carrierId }: { carrierId: number }) {
  const analysis = useGetCarrierTriumphPayAnalysis(carrierId);
  const a = analysis.data;
  let body;
  if (analysis.isError)
    body = (
      <Text size="sm" c="red.8" role="alert">
        Could not load the TriumphPay analysis: {errorMessage(analysis.error)}
      </Text>
    );
  else if (!a)
    body = (
      <Text size="sm" c="dimmed" aria-busy>
        Loading the TriumphPay analysis…
      </Text>
    );
  else if (!a.is_in_network)
    body = <Text size="sm">Not paid through the TriumphPay network in the last 12 months.</Text>;
  else
    body = (
      <Stack gap={6}>
        <FactGrid wide={4}>
          <Fact label="Payee">
            {a.payee_name ?? '—'}{' '}
            {a.payee_matches_carrier === false ? (
              <StatusBadge color="red">Not the carrier</StatusBadge>
            ) : a.payee_matches_carrier ? (
              <StatusBadge color="green">The carrier</StatusBadge>
            ) : null}
          </Fact>
          <Fact label="Loads paid">{a.loads_paid_count}</Fact>
          <Fact label="Brokers">{a.brokers_count}</Fact>
          <Fact label="Paid">
            {formatDate(a.first_paid_on)} – {formatDate(a.last_paid_on)}
          </Fact>
        </FactGrid>
        {a.months.length ? (
          <Text size="xs" c="dimmed">
            By month:{' '}
            {a.months
              .map((m) => `${utcMonthYear(new Date(`${m.month}-01T00:00:00Z`))} ${m.loads_paid_count}`)
              .join(' · ')}
          </Text>
        ) : null}
      </Stack>
    );
  return (
    <Section title="TriumphPay load analysis">
      <Paper withBorder p="sm">
        {body}
      </Paper>
    </Section>
  );
}

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage, errorStatus, useGetRateConfirmationTerms } from '../../../api';
import { Section } from '../../../ui/detail';
import { formatDateTime } from '../../../ui/format';
import classes from './rc-terms.module.css';

/**
 * The terms and conditions printed on the rate confirmation, in reading order and width, with who
 * accepted them; "Print terms" prints this part alone.
 */
export function RateConfirmationTerms({ id }: { id: number }) {
  const terms = useGetRateConfirmationTerms(id);
  const sorted = [...(Array.isArray(terms.data?.terms) ? terms.data.terms : [])].sort(
    (a, b) => a.position - b.position,
  );
  const accepted = terms.data?.accepted_at
    ? `Accepted by ${terms.data.accepted_by_name ?? 'the carrier'} on ${formatDateTime(terms.data.accepted_at)}.`
    : 'Not accepted by the carrier yet.';
  return (
    <Section
      title="Terms and conditions"
      actions={
        sorted.length ? (
          <Button size="compact-xs" variant="subtle" onClick={() => window.print()}>
            Print terms
          </Button>
        ) : null
      }
    >
      {terms.isPending ? (
        <Text size="sm" c="dimmed" aria-busy>
          Loading the terms…
        </Text>
      ) : terms.isError ? (
        <Text size="sm" c={errorStatus(terms.error) === 404 ? 'dimmed' : 'red.8'} role="alert">
          {errorStatus(terms.error) === 404
            ? 'This rate confirmation has no terms.'
            : `Could not load the terms: ${errorMessage(terms.error)}`}
        </Text>
      ) : (
        <Stack gap="sm" className={classes.terms} maw="75ch">
          <Text size="sm" fw={600}>
            {accepted}
          </Text>
          {sorted.length === 0 ? <Text size="sm">This rate confirmation has no terms.</Text> : null}
          {sorted.map((term) => (
            <Group key={term.id} gap={4} align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Title order={3} size="h6">
                  {term.position}. {term.title}
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {term.body}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

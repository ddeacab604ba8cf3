import { Anchor, Skeleton, Text } from '@mantine/core';
import { errorMessage, errorStatus, useCurrentContract } from '../../../api';
import { Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';

/** The broker's current carrier agreement (GET contracts/current_contract): what an invited carrier signs. */
export function CurrentAgreement() {
  const query = useCurrentContract();
  const contract = query.data;
  return (
    <Section title="Your carrier agreement">
      {query.isPending ? (
        <Skeleton height={36} aria-label="Loading your carrier agreement" />
      ) : query.isError ? (
        <Text size="sm" c={errorStatus(query.error) === 404 ? 'dimmed' : 'red.8'} role="alert">
          {errorStatus(query.error) === 404
            ? 'Your company has no carrier agreement yet: invited carriers onboard without one.'
            : `Could not load your carrier agreement: ${errorMessage(query.error)}`}
        </Text>
      ) : contract ? (
        <Text size="sm">
          {contract.name}, version {contract.version} of {formatDate(contract.updated_at)}:{' '}
          <Anchor href={contract.file.url} target="_blank" rel="noopener noreferrer" fz="inherit" underline="always">
            {contract.file.filename}
          </Anchor>
        </Text>
      ) : null}
    </Section>
  );
}

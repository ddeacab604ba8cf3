import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { classificationsQuery, errorMessage, paymentTermsQuery, type Classification } from '../../api';
import { CLASSIFICATION_PLACEMENTS, type ClassificationPlacement } from '../../domain';
import { Section } from '../../ui/detail';
import { StatusBadge } from '../../ui/status-badge';
import { useUrlTab } from '../../ui/use-url-tab';
import { rulesParts } from './rules.route';
import { Segmented } from '../../ui/segmented';

/**
 * The company's payment terms, offered to carriers when they onboard (GET payment_terms): where
 * the rules are set, the broker sees the terms that go with them.
 */
export function PaymentTermsPanel({ companyId }: { companyId: number | null }) {
  // The route data's query (rules.route.ts); nothing is asked without a company.
  const terms = useQuery(rulesParts.paymentTerms(companyId) ?? { ...paymentTermsQuery(0), enabled: false });
  const rows = Array.isArray(terms.data) ? terms.data : [];
  return (
    <Section title="Payment terms offered in onboarding">
      {terms.isError ? (
        <Text size="sm" role="alert" c="red.8">
          Could not load the payment terms: {errorMessage(terms.error)}
        </Text>
      ) : terms.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the payment terms…
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment terms set up.
        </Text>
      ) : (
        <Table verticalSpacing={3} aria-label="Payment terms">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Term</Table.Th>
              <Table.Th ta="right">Days to pay</Table.Th>
              <Table.Th ta="right">Quick pay fee</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((term) => (
              <Table.Tr key={term.id}>
                <Table.Td>
                  {term.name} {term.is_default ? <StatusBadge color="blue">Default</StatusBadge> : null}
                </Table.Td>
                <Table.Td ta="right">{term.days_to_pay}</Table.Td>
                <Table.Td ta="right">
                  {term.quick_pay_fee_percent === null ? '—' : `${term.quick_pay_fee_percent}%`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

/** How carriers come into a classification, in words. */
function placementText(classification: Classification): string {
  if (classification.explicit_classification) return 'Only carriers assigned to it';
  if (classification.is_by_broker_election) return 'Placed by the broker, or by its rules';
  return 'Carriers that pass its rules';
}

const PLACEMENT_LABELS: Record<ClassificationPlacement, string> = {
  all: 'All',
  election: 'By broker election',
  rules: 'By rules only',
};

/**
 * The active classifications, each with its own rule set (chosen above), narrowed by how carriers
 * come into them (`?placement=`, the call's broker-election filter; all by default, left out).
 */
export function ClassificationsPanel({ companyId }: { companyId: number | null }) {
  const [placement, setPlacement] = useUrlTab(CLASSIFICATION_PLACEMENTS, 'placement');
  const query = useQuery(
    rulesParts.placed(companyId, placement) ?? {
      ...classificationsQuery(0, { 'q[is_active_eq]': true }),
      enabled: false,
    },
  );
  const classifications = Array.isArray(query.data) ? query.data.filter((c) => c.is_active) : [];
  return (
    <Section
      title="Classifications"
      actions={
        <Segmented<ClassificationPlacement>
          aria-label="How carriers come into them"
          value={placement}
          onChange={setPlacement}
          data={CLASSIFICATION_PLACEMENTS.map((value) => ({ value, label: PLACEMENT_LABELS[value] }))}
        />
      }
    >
      {query.isError ? (
        <Text size="sm" role="alert" c="red.8">
          Could not load the classifications: {errorMessage(query.error)}
        </Text>
      ) : query.isPending && companyId !== null ? (
        <Text size="sm" c="dimmed">
          Loading the classifications…
        </Text>
      ) : classifications.length === 0 ? (
        <Text size="sm" c="dimmed">
          {placement === 'all'
            ? 'No active classifications: the rules for every carrier are the only ones.'
            : `No active classification is filled ${PLACEMENT_LABELS[placement].toLowerCase()}.`}
        </Text>
      ) : (
        <Table verticalSpacing={3} aria-label="Classifications">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Classification</Table.Th>
              <Table.Th>Who is in it</Table.Th>
              <Table.Th>Invitations</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classifications.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{placementText(c)}</Table.Td>
                <Table.Td>{c.is_enabled ? 'Offered' : 'Not offered'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

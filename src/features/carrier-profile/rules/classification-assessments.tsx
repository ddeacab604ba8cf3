import { Group, List, Stack, Text } from '@mantine/core';
import { errorMessage, useClassificationAssessments } from '../../../api';
import { assessCarrier, ruleLabel } from '../../../domain';
import { Section } from '../../../ui/detail';
import { RuleStatusBadge } from './rule-status';

/**
 * How the carrier fares against the rules of each classification it is not in
 * (GET rules_assessments_for_unassigned_classifications): the overall status by the same precedence,
 * and the rules that keep it out.
 */
export function ClassificationAssessments({ carrierId, now }: { carrierId: number; now: Date }) {
  const query = useClassificationAssessments(carrierId);
  const rows = Array.isArray(query.data) ? query.data : [];
  return (
    <Section title="Against classifications it is not in">
      {query.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the classifications’ assessments…
        </Text>
      ) : query.isError ? (
        <Text size="sm" role="alert" c="red.8">
          Could not load the classifications’ assessments: {errorMessage(query.error)}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          The carrier is in every classification, or the company has none.
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => {
            const assessed = assessCarrier(row.assessment.results, row.assessment.carrier_rule_overrides, now);
            const blocking = assessed.rules.filter((r) => r.status === 'Fail' || r.status === 'Incomplete');
            return (
              <div key={row.classification_id}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {row.classification_name}
                  </Text>
                  <RuleStatusBadge status={assessed.overall} />
                </Group>
                {blocking.length ? (
                  <List size="sm" spacing={0} aria-label={`Rules ${row.classification_name} carriers must pass`}>
                    {blocking.map((r) => (
                      <List.Item key={r.is_type}>
                        {ruleLabel(r.is_type)}: {r.status === 'Fail' ? 'fails' : 'incomplete'}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </div>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

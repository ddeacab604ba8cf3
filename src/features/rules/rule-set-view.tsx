import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { editorLayout, isRuleOn, ruleLabel, thresholdChoice, type RuleGroup, type RuleValues } from '../../domain';
import { StatusBadge } from '../../ui/status-badge';

/** How each group of rules is titled. */
export const GROUP_TITLES: Record<RuleGroup, string> = {
  Authority: 'Authority',
  Insurance: 'Insurance',
  Operations: 'Operations',
  Other: 'Other checks',
};

function Required({ on, children }: { on: boolean; children: string }) {
  return <StatusBadge color={on ? 'green' : 'gray'}>{children}</StatusBadge>;
}

/**
 * A rule set read-only, by group: each threshold at the step it asks for ("6 months", "None") and
 * each other rule on or off (value 2 is on, carrier-portal §9). Only the types the set may hold.
 */
export function RuleSetView({ values, types, label }: { values: RuleValues; types: readonly string[]; label: string }) {
  return (
    <Stack gap="sm">
      {editorLayout(types).map(({ group, thresholds, rules }) => (
        <div key={group}>
          <Title order={3} size="h6" mb={2}>
            {GROUP_TITLES[group]}
          </Title>
          <Table layout="fixed" verticalSpacing={3} aria-label={`${GROUP_TITLES[group]} rules ${label}`}>
            <Table.Tbody>
              {thresholds.map((threshold) => {
                const choice = thresholdChoice(values, threshold);
                const step = threshold.options.find((o) => o.type === choice)?.label ?? 'None';
                return (
                  <Table.Tr key={threshold.id}>
                    <Table.Th scope="row" fw={400} fz="sm">
                      {threshold.label}
                    </Table.Th>
                    <Table.Td w={140}>
                      <Required on={choice !== null}>{step}</Required>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {rules.map((type) => (
                <Table.Tr key={type}>
                  <Table.Th scope="row" fw={400} fz="sm">
                    {ruleLabel(type)}
                  </Table.Th>
                  <Table.Td w={140}>
                    <Required on={isRuleOn(values, type)}>{isRuleOn(values, type) ? 'Required' : 'Off'}</Required>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
      {types.length === 0 ? (
        <Group>
          <Text size="sm" c="dimmed">
            The server offers no rule types for this set.
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

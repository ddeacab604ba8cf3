import { Radio, Stack, Switch, Group, Title } from '@mantine/core';
import {
  editorLayout,
  isRuleOn,
  ruleLabel,
  thresholdChoice,
  withRule,
  withThreshold,
  type RuleValues,
} from '../../domain';
import { GROUP_TITLES } from './rule-set-view';

const NONE = 'none';

/**
 * The rule editor's controls, group by group: each threshold as one choice of its steps (or None),
 * each other rule as a switch. Every change hands back the whole set's values.
 */
export function RuleEditorFields({
  values,
  types,
  onChange,
}: {
  values: RuleValues;
  types: readonly string[];
  onChange: (values: RuleValues) => void;
}) {
  return (
    <Stack gap="md">
      {editorLayout(types).map(({ group, thresholds, rules }) => (
        <Stack key={group} gap={6} component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
          <Title order={3} size="h6" component="legend">
            {GROUP_TITLES[group]}
          </Title>
          {thresholds.map((threshold) => (
            <Radio.Group
              key={threshold.id}
              label={threshold.label}
              size="sm"
              value={thresholdChoice(values, threshold) ?? NONE}
              onChange={(choice) => onChange(withThreshold(values, threshold, choice === NONE ? null : choice))}
            >
              <Group gap="md" mt={4}>
                <Radio value={NONE} label="None" size="xs" />
                {threshold.options.map((option) => (
                  <Radio key={option.type} value={option.type} label={option.label} size="xs" />
                ))}
              </Group>
            </Radio.Group>
          ))}
          {rules.map((type) => (
            <Switch
              key={type}
              size="sm"
              label={ruleLabel(type)}
              checked={isRuleOn(values, type)}
              onChange={(event) => onChange(withRule(values, type, event.currentTarget.checked))}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

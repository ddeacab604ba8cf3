import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isHandledError, type RuleOverride } from '../../../api';
import { paths } from '../../../config/paths';
import { ruleLabel, type RuleCategory } from '../../../domain';
import { Section } from '../../../ui/detail';
import { notify } from '../../../ui/notify';
import { ClassificationAssessments } from './classification-assessments';
import { OverrideDetails } from './override-details';
import { OverrideDialog } from './override-dialog';
import { OverridesTable } from './overrides-table';
import { RuleResults, type RuleRow } from './rule-results';
import { RuleStatusBadge } from './rule-status';
import { useCarrierRules, type AssessedCarrier } from './use-carrier-rules';

const CATEGORIES: readonly RuleCategory[] = ['Authority', 'Insurance', 'Operations'];

/** A refused switch is said where the broker looks (failures the app reports raised their own notice). */
const refused = (what: string) => (error: unknown) => {
  if (isHandledError(error)) notify('error', errorMessage(error), `${what} was not changed`);
};

/**
 * The carrier's Rules tab: the assessment against the broker's rules per rule, per category and
 * overall (carrier-portal §4 precedence; an active latest override turns a non-passing rule into
 * Override), the broker's overrides of this carrier (made with a proof file, switched on or off in
 * place, all of a rule switched off at once — each reflected at once and put back if refused), and
 * the carrier against the classifications it is not in.
 */
export default function CarrierRulesTab({ carrier }: { carrier: AssessedCarrier }) {
  const rules = useCarrierRules(carrier);
  const { assessed, assessment, permission, switches, now } = rules;
  const canManage = permission?.allowed === true && rules.companyId !== null;
  const [overriding, setOverriding] = useState<string | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const onOverride = useCallback((type: string) => {
    setOverriding(type);
    setDialogOpen(true);
  }, []);
  const { switchOffRule, switchOne } = switches;
  const onSwitchOff = useCallback(
    (type: string, classificationId: number | null) =>
      switchOffRule(type, classificationId, refused(`The overrides of ${ruleLabel(type)}`)),
    [switchOffRule],
  );
  const onSwitch = useCallback(
    (override: RuleOverride, on: boolean) => switchOne(override, on, refused(`Override ${override.id}`)),
    [switchOne],
  );

  if (assessment === null || assessed === null)
    return (
      <Text size="sm" c="dimmed" p="md">
        This carrier is not assessed: your company has no rules yet.{' '}
        <Anchor component={Link} to={paths.rules.href()}>
          Set your rules
        </Anchor>
      </Text>
    );

  const rows: RuleRow[] = assessed.rules.map((rule) => ({
    ...rule,
    message: assessment.results.find((r) => r.is_type === rule.is_type)?.message ?? null,
    latest: rules.latest(rule.is_type),
  }));
  const overridable = rows.filter((r) => r.status === 'Fail' || r.status === 'Incomplete').map((r) => r.is_type);

  return (
    <Stack gap="md">
      <Section title="Rules assessment">
        <Group gap="md" aria-label="Assessment by category">
          <Group gap={6}>
            <Text size="sm" fw={600}>
              Overall
            </Text>
            <RuleStatusBadge status={assessed.overall} />
          </Group>
          {CATEGORIES.filter((c) => assessed.categories[c]).map((category) => (
            <Group gap={6} key={category}>
              <Text size="sm">{category}</Text>
              <RuleStatusBadge status={assessed.categories[category] ?? 'Pass'} />
            </Group>
          ))}
        </Group>
        {permission && !permission.allowed ? (
          <Alert color="gray" variant="light" p="xs">
            You can read the overrides but not change them. {permission.reason}
          </Alert>
        ) : null}
        <RuleResults
          rows={rows}
          carrierName={carrier.legal_name}
          now={now}
          canManage={canManage}
          onOverride={onOverride}
          onSwitchOff={onSwitchOff}
        />
      </Section>
      {/* One above the other: beside the assessments, the overrides table scrolled sideways at 1440 px. */}
      <Section title="Overrides">
        <OverridesTable
          rows={rules.overridesQuery.isPending ? undefined : rules.overrides}
          state={rules.overridesQuery}
          now={now}
          canManage={canManage}
          onSwitch={onSwitch}
          onOpen={(o) => setOpened(o.id)}
        />
      </Section>
      <ClassificationAssessments carrierId={carrier.id} now={now} />
      {canManage && rules.companyId !== null ? (
        <OverrideDialog
          opened={dialogOpen}
          onClose={() => setDialogOpen(false)}
          carrier={carrier}
          companyId={rules.companyId}
          rules={overridable}
          chosen={overriding}
        />
      ) : null}
      <OverrideDetails id={opened} now={now} onClose={() => setOpened(null)} />
    </Stack>
  );
}

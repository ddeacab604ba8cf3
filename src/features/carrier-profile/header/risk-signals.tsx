import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { raisedCount, riskSignals, type RiskInput } from '../../../domain';
import { formatDate } from '../../../ui/format';
import { RISK_STYLE } from '../labels';
import { SIGNAL_TABS } from '../profile-tabs';

/**
 * The key risk signals in one row (issue 16): out-of-service order, insurance, ELD against the
 * COI, links to do-not-dispatch carriers, identity alerts of the last 7 days. A raised signal links
 * to the tab that shows why, when the user may open it; a sign beside the colour says its level.
 */
export function RiskSignals({
  carrier,
  carrierId,
  outOfServiceDate,
  tabs,
}: {
  carrier: RiskInput;
  carrierId: number;
  outOfServiceDate: string | null;
  tabs: readonly string[];
}) {
  const signals = riskSignals(carrier);
  const raised = raisedCount(signals);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" fw={700} c={raised ? 'red.9' : 'dark.7'}>
        {raised ? `${raised} of ${signals.length} risk signals raised` : 'No risk signal raised'}
      </Text>
      <Group gap={6} component="ul" aria-label="Risk signals" m={0} p={0} style={{ listStyle: 'none' }}>
        {signals.map((signal) => {
          const style = RISK_STYLE[signal.level];
          const isRaised = signal.level === 'danger' || signal.level === 'warning';
          const text =
            signal.key === 'oos_order' && isRaised && outOfServiceDate
              ? `${signal.text} since ${formatDate(outOfServiceDate)}`
              : signal.text;
          const tab = SIGNAL_TABS[signal.key];
          const badge = (
            <Badge
              size="md"
              variant="light"
              color={style.color}
              c="dark.7"
              tt="none"
              fw={isRaised ? 700 : 500}
              miw="max-content"
            >
              <Text span fz="xs" fw={700} aria-hidden mr={4}>
                {style.sign}
              </Text>
              {text}
            </Badge>
          );
          return (
            <li key={signal.key} data-level={signal.level}>
              {isRaised && tabs.includes(tab) ? (
                <Anchor component={Link} to={paths.carrierDetail.href(carrierId, { tab })} underline="never">
                  {badge}
                </Anchor>
              ) : (
                badge
              )}
            </li>
          );
        })}
      </Group>
    </Group>
  );
}

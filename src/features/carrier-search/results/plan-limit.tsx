import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EXPIRED_ACCOUNT_TAB } from '../../../domain';

/**
 * The plan-limit prompt (carrier-portal §5): the plan's carrier searches are used up, so no search is
 * sent and the results stay empty; the way out is the plan tab of My Account (the tab the spec opens
 * for an expired plan).
 */
export function PlanLimitPrompt({ limit }: { limit: number | null }) {
  return (
    <Alert color="orange" title="You have reached your plan's carrier search limit" role="alert" maw={760}>
      <Text size="sm">
        Your plan includes {limit ?? 'a set number of'} carrier searches per billing period, and all of them are used.
        Results stay empty until the period renews or you{' '}
        <Anchor component={Link} to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })} fz="sm" fw={600}>
          upgrade your plan in My Account
        </Anchor>
        .
      </Text>
    </Alert>
  );
}

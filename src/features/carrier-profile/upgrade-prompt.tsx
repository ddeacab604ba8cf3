import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { EXPIRED_ACCOUNT_TAB } from '../../domain';

/** What a tab shows instead of data the user's plan or scopes leave out: why, and where to change it. */
export function Withheld({ title, children, upgrade }: { title: string; children: ReactNode; upgrade?: boolean }) {
  return (
    <Alert color="blue" title={title} maw={760}>
      <Text size="sm">
        {children}
        {upgrade ? (
          <>
            {' '}
            <Anchor
              component={Link}
              to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })}
              size="sm"
              underline="always"
            >
              See the plans
            </Anchor>
          </>
        ) : null}
      </Text>
    </Alert>
  );
}

import { Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ACCOUNT_TABS, type AccountTab } from '../../domain';
import { useUrlTabIndex } from '../../ui/use-url-tab';
import { TAB_LABELS } from './account-labels';
import { inTransition } from '../../ui/in-transition';

// Each tab is a chunk of its own: Profile opens without the card form, the team editor or the
// reports' polling, and the route loader has already asked for the tab's data (my-account.route.ts).
const PANELS: Record<AccountTab, LazyExoticComponent<ComponentType>> = {
  profile: lazy(() => import('./profile/profile-tab')),
  users: lazy(() => import('./users/users-tab')),
  invitations: lazy(() => import('./invitations/invitations-tab')),
  teams: lazy(() => import('./teams/teams-tab')),
  billing: lazy(() => import('./billing/billing-tab')),
  reports: lazy(() => import('./company-reports/reports-tab')),
  integrations: lazy(() => import('./integrations/integrations-tab')),
};

function PanelLoading() {
  return (
    <Group gap="xs" aria-busy aria-label="Loading the tab" mih={120} align="flex-start">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    </Group>
  );
}

/**
 * My Account (`/my-account?tab=N`): Profile, Users, Invitations, Teams, Plan and billing (tab 4,
 * where an expired subscription or trial is sent), Reports and Integrations. The tab is its index
 * in the URL; anything else opens Profile.
 */
export default function MyAccountPage() {
  const [index, choose] = useUrlTabIndex(ACCOUNT_TABS.length);
  return (
    <Stack p="md" gap="sm">
      <Title order={1} size="h3">
        My Account
      </Title>
      <Tabs
        value={String(index)}
        onChange={inTransition((next) => next !== null && choose(Number(next)))}
        keepMounted={false}
      >
        <Tabs.List aria-label="My Account tabs">
          {ACCOUNT_TABS.map((tab, i) => (
            <Tabs.Tab key={tab} value={String(i)} fz="sm" py={6} px="sm">
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACCOUNT_TABS.map((tab, i) => {
          const Panel = PANELS[tab];
          return (
            <Tabs.Panel key={tab} value={String(i)} pt="sm">
              <Suspense fallback={<PanelLoading />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}

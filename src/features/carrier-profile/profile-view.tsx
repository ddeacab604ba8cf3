import { Alert, Anchor, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { useCurrentUser, useWhenSettled, type CarrierDetail } from '../../api';
import { inIdleTurns } from '../../lib/after-paint';
import { paths } from '../../config/paths';
import { EXPIRED_ACCOUNT_TAB, profileAccess, type ProfileAccess } from '../../domain';
import { currentBrand } from '../../ui/brand';
import { useUrlTab } from '../../ui/use-url-tab';
import { ProfileHeader } from './header/profile-header';
import { PROFILE_TABS, visibleTabs, type ProfileTab } from './profile-tabs';
import { inTransition } from '../../ui/in-transition';

/** The one message that stands for every tab the watchdog limit hides. */
function WatchdogLimit({ hidden }: { hidden: readonly string[] }) {
  return (
    <Alert color="blue" title="The full carrier page is not in your plan" maw={760}>
      <Text size="sm">
        Your Carrier Watchdog plan shows a carrier’s header and its identity alerts. {hidden.join(', ')} come with the
        full carrier page.{' '}
        <Anchor component={Link} to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })} size="sm" underline="always">
          Upgrade your plan
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * Once the screen's data has arrived and the page is idle, the visible tabs' code is fetched (code
 * only: a tab still asks for its data when opened), so switching tabs waits for the tab's calls, not
 * for its chunk, and the open tab's data does not share a slow link with the other tabs' code. A tab
 * per idle period: all at once were one long task.
 */
function usePreloadedTabs(tabs: readonly ProfileTab[]) {
  useWhenSettled(() => inIdleTurns(tabs.map((t) => t.preload)));
}

/** The header and the tabs of one carrier, for what this user may see. */
export function ProfileView({ carrier }: { carrier: CarrierDetail }) {
  const user = useCurrentUser().data?.user ?? null;
  const access: ProfileAccess = useMemo(() => profileAccess(user, currentBrand()), [user]);
  const tabs = useMemo(() => visibleTabs(PROFILE_TABS, access), [access]);
  const ids = useMemo(() => tabs.map((t) => t.id), [tabs]);
  const [tab, setTab] = useUrlTab(ids);
  usePreloadedTabs(tabs);
  const hidden = PROFILE_TABS.filter((t) => !tabs.includes(t)).map((t) => t.label);

  return (
    <Stack p="md" gap="sm">
      <ProfileHeader carrier={carrier} access={access} tabs={ids} />
      {hidden.length > 0 ? <WatchdogLimit hidden={hidden} /> : null}
      <Tabs value={tab} onChange={inTransition((next) => next && setTab(next))} keepMounted={false}>
        <Tabs.List aria-label={`Sections of ${carrier.legal_name}`}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id} fz="sm" py={6} px="sm" onPointerEnter={t.preload} onFocus={t.preload}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.id} value={t.id} pt="sm">
            <Suspense fallback={<Skeleton height={240} aria-label={`Loading ${t.label}`} />}>
              <t.Component carrier={carrier} access={access} />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { matchPath, NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../api';
import { isHandledError } from '../api/error-policy';
import { errorMessage } from '../api/errors';
import { useCurrentUser, useSessionRefresh, useSignOutAndForget } from '../api/session';
import { useNewAlertsCount } from '../api/alert-count';
import { paths } from '../config/paths';
import { initials, personName } from '../domain';
import { notify } from '../ui/notify';
import { retireEarlyCarrierHeading } from '../lib/early-carrier';
import { supportChat } from '../lib/support-chat';
import { brands, currentBrand } from '../ui/brand';
import { BRAND_NAME_SHADE } from '../ui/brand-look';
import classes from './app-layout.module.css';
import { accessFor } from './guards';
import { navAreas } from './nav-items';
import { UrlStateAdapter } from '../ui/url-state';

function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const signOut = useSignOutAndForget();
  const name = personName(user);
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(paths.login.href(), { replace: true }),
      // Failures the app does not hand to screens already raised the one notification of their own.
      onError: (error) => {
        if (isHandledError(error)) notify('error', errorMessage(error), 'Could not sign out');
      },
    });
  return (
    <Group gap="sm">
      {user.company ? (
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {user.company.legal_name}
        </Text>
      ) : null}
      {/* A popover rather than Mantine's Menu: Menu's dropdown holds a focusable role="presentation"
          element that breaks the menu role's required children (axe, serious). */}
      <Popover position="bottom-end" width={220} withArrow trapFocus>
        <Popover.Target>
          <UnstyledButton aria-haspopup="dialog">
            <Group gap={8}>
              <Avatar size={28} radius="xl" aria-hidden>
                {initials(name)}
              </Avatar>
              <Text size="sm">{name}</Text>
            </Group>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown aria-label="Account">
          <Stack gap="xs">
            {/* A long address breaks inside the 220 px card instead of running out of it. */}
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Button variant="light" size="xs" onClick={onSignOut} loading={signOut.isPending}>
              Sign out
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

/**
 * The Alerts link's badge, the one part of the navigation that reads the new-alerts count: its
 * answer, and each poll's, draws the badge again, not every link (seventeen of Mantine's NavLinks
 * drawn again were a 40 ms task on Home's load at full speed).
 */
function NewAlertsBadge() {
  const newAlerts = useNewAlertsCount().count;
  return newAlerts ? (
    <Badge size="sm" color="red" variant="filled" aria-label={`${newAlerts} new alerts`}>
      {newAlerts}
    </Badge>
  ) : null;
}

function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const { data } = useCurrentUser();
  const location = useLocation();
  const areas = navAreas
    .map(({ area, items }) => ({
      area,
      items: items.filter((id) => accessFor(id, data, location).kind === 'allow'),
    }))
    .filter(({ items }) => items.length > 0);
  return (
    <Stack gap="sm" component="nav" aria-label="Main" className={classes.navigation}>
      {areas.map(({ area, items }) => (
        <div key={area}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={2}>
            {area}
          </Text>
          {items.map((id) => (
            <NavLink
              key={id}
              component={RouterNavLink}
              to={paths[id].pattern}
              end={id === 'home'}
              label={paths[id].title}
              onClick={onNavigate}
              rightSection={id === 'alerts' ? <NewAlertsBadge /> : null}
            />
          ))}
        </div>
      ))}
    </Stack>
  );
}

/** The carrier's name the head's script drew stays only on its profile (whose header retires it). */
function useLeaveEarlyCarrierOnItsPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!matchPath(paths.carrierDetail.pattern, pathname)) retireEarlyCarrierHeading();
  }, [pathname]);
}

// The navigation's element, named by the button that opens it on a phone.
const NAVBAR_ID = 'app-navigation';

/**
 * The frame of every signed-in screen: the brand, the navigation by area and the user menu. Below
 * Mantine's `sm` breakpoint (a phone) the navigation folds behind a menu button in the header and
 * the screen has the width; choosing a link closes it again.
 */
export function AppLayout() {
  const { data } = useCurrentUser();
  const user = data?.user;
  const [navOpen, nav] = useDisclosure(false);
  useSessionRefresh();
  useLeaveEarlyCarrierOnItsPage();
  useEffect(() => {
    if (!user) return;
    supportChat().boot({
      id: user.id,
      email: user.email,
      name: personName(user),
      verificationHash: user.support_chat_hash,
    });
  }, [user]);
  return (
    <AppShell
      className={classes.shell}
      transitionDuration={0}
      header={{ height: 48 }}
      navbar={user ? { width: 208, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined}
      padding={0}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <Burger
                opened={navOpen}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpen ? 'Close the navigation' : 'Open the navigation'}
                aria-expanded={navOpen}
                aria-controls={NAVBAR_ID}
              />
            ) : null}
            <Text fw={700} c={`var(--mantine-primary-color-${BRAND_NAME_SHADE})`}>
              {brands[currentBrand()].name}
            </Text>
          </Group>
          {user ? <UserMenu user={user} /> : null}
        </Group>
      </AppShell.Header>
      {user ? (
        <AppShell.Navbar p="xs" id={NAVBAR_ID}>
          <Navigation onNavigate={nav.close} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        {/* The screens' address state (nuqs); here rather than at the root, so that its code stays
            out of the initial JS: the sign-in steps and block pages hold none. */}
        <UrlStateAdapter>
          <Outlet />
        </UrlStateAdapter>
      </AppShell.Main>
    </AppShell>
  );
}

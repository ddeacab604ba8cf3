import { AppShell, Avatar, Group, Menu, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { errorMessage, useCurrentUser, useSignOutAndForget, type CurrentUser } from '../api';
import { brands, currentBrand } from './brand';
import { accessFor } from './guards';
import { navAreas } from './nav-items';
import { paths } from './paths';

function displayName(user: CurrentUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const signOut = useSignOutAndForget();
  const name = displayName(user);
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(paths.login.href(), { replace: true }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Could not sign out', message: errorMessage(error) }),
    });
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`}>
          <Group gap={8}>
            <Avatar size={28} radius="xl">
              {initials}
            </Avatar>
            <Text size="sm">{name}</Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.company?.legal_name ?? user.email}</Menu.Label>
        <Menu.Item onClick={onSignOut} disabled={signOut.isPending}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Navigation() {
  const { data } = useCurrentUser();
  const location = useLocation();
  const areas = navAreas
    .map(({ area, items }) => ({
      area,
      items: items.filter((id) => accessFor(id, data, location).kind === 'allow'),
    }))
    .filter(({ items }) => items.length > 0);
  return (
    <ScrollArea>
      <Stack gap="sm" component="nav" aria-label="Main">
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
              />
            ))}
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}

/** The frame of every signed-in screen: the brand, the navigation by area and the user menu. */
export function AppLayout() {
  const { data } = useCurrentUser();
  const user = data?.user;
  return (
    <AppShell header={{ height: 48 }} navbar={user ? { width: 220, breakpoint: 'sm' } : undefined} padding={0}>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Text fw={700} c="var(--mantine-primary-color-8)">
            {brands[currentBrand()].name}
          </Text>
          {user ? <UserMenu user={user} /> : null}
        </Group>
      </AppShell.Header>
      {user ? (
        <AppShell.Navbar p="xs">
          <Navigation />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

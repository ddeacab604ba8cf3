import { AppShell, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Outlet, useNavigate } from 'react-router';
import { errorMessage, useCurrentUser, useSignOutAndForget } from '../api';
import { paths } from './paths';

/** The frame of every signed-in screen: the brand and the user menu. */
export function AppLayout() {
  const { data } = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOutAndForget();
  const user = data?.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email : '';
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
    <AppShell header={{ height: 48 }} padding={0}>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Text fw={700} c="steel.8">
            Broker Portal
          </Text>
          <Menu position="bottom-end" width={220}>
            <Menu.Target>
              <UnstyledButton aria-label={`Account menu for ${name}`}>
                <Group gap={8}>
                  <Avatar size={28} color="steel" radius="xl">
                    {initials}
                  </Avatar>
                  <Text size="sm">{name}</Text>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{user?.company?.legal_name ?? user?.email}</Menu.Label>
              <Menu.Item onClick={onSignOut} disabled={signOut.isPending}>
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

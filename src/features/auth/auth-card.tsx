import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { brandName } from '../../ui/brand';

/** The centred card every sign-in and sign-up step sits in. */
export function AuthCard({
  title,
  intro,
  children,
  width = 400,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider for the longer forms (the company of Sign Up Details). */
  width?: number;
}) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="xs" p="xl" w={width} maw="100%" component="main">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {brandName()}
            </Text>
            <Title order={1} size="h3">
              {title}
            </Title>
          </div>
          {intro ? <Text size="sm">{intro}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

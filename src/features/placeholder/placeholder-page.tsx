import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteHandle } from '../../ui/use-route-handle';

/** Stands in for a screen that is not built yet: its name, so nobody mistakes it for a bug. */
export default function PlaceholderPage() {
  const title = useRouteHandle('title') ?? 'This screen';
  return (
    <Stack p="md" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" maw={640}>
        <Stack gap="xs" align="flex-start">
          <Badge variant="light" color="gray">
            Coming soon
          </Badge>
          <Text size="sm">
            The {title} screen is not built yet. Its route, access rules and page title are in place; the screen itself
            arrives with its own issue.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

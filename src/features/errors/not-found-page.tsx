import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path the portal does not know. */
export default function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Text fw={700} c="dimmed" size="xl">
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text ta="center" size="sm">
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/">
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}

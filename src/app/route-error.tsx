import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from './telemetry';

/** What a route shows instead of a white screen when it throws: a message and a retry. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Center mih="50vh" p="md">
      <Alert color="red" title="This page could not be shown" role="alert" maw={480}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Something went wrong while loading this page. Your data is safe.</Text>
          {detail ? (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          ) : null}
          <Button size="xs" variant="light" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { errorMessage, isCallError } from '../api/errors';
import { retireEarlyCarrierHeading } from '../lib/early-carrier';
import { reportError } from './telemetry';

/**
 * What a route shows instead of a white screen when it throws: a page of its own (a main landmark
 * and a heading, as every page has) with a message and a retry. A failed call shows the server's
 * message rather than axios's "Request failed with status code 403".
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  // The carrier's name the head's script drew (src/lib/early-carrier.ts) does not stand over the error.
  useEffect(retireEarlyCarrierHeading, []);
  const detail = isCallError(error) ? errorMessage(error) : error instanceof Error ? error.message : undefined;
  return (
    <Center mih="50vh" p="md" component="main">
      <Paper withBorder p="lg" maw={480} role="alert">
        <Stack gap="xs" align="flex-start">
          <Title order={1} size="h3" c="red.8">
            This page could not be shown
          </Title>
          <Text size="sm">Something went wrong while loading this page. Your data is safe.</Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
          <Button size="xs" variant="light" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

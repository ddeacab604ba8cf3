import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';

/** The part of a query result a detail screen's frame reads. */
export interface DetailQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props {
  query: DetailQuery;
  /** What is shown, for the busy and error messages ("load 50001"). */
  what: string;
  /** Set when the record does not exist (a 404, or an id that cannot be one). */
  notFound: boolean;
  /** Where "Back to …" leads on the not-found page, and its words. */
  back: { to: string; label: string };
  /** The server's reason when the call failed otherwise. */
  errorText: string;
  children: () => ReactNode;
}

/**
 * The frame every detail screen shares: "<What> was not found" with a way back, a skeleton while it
 * loads (aria-busy), the server's reason with Retry when it failed, and the screen once it has data.
 * The screen's first render with its data is deferred: React renders it in slices of a few
 * milliseconds after the skeleton's update, instead of one long task as the answer arrives (query
 * results reach React synchronously); on a phone that task blocked input for half a second (issue 29).
 */
export function DetailState({ query, what, notFound, back, errorText, children }: Props) {
  const pending = useDeferredValue(query.isPending);
  const title = what.charAt(0).toUpperCase() + what.slice(1);
  if (notFound)
    return (
      <Stack p="md" gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {title} was not found
        </Title>
        <Text size="sm">It may have been removed, or the address is mistyped.</Text>
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Stack>
    );
  if (pending)
    return (
      <Stack p="md" gap="md" aria-busy aria-label={`Loading ${what}`}>
        <Skeleton height={28} width={240} />
        <Skeleton height={72} />
        <Skeleton height={320} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack p="md">
        <Alert color="red" role="alert" title={`Could not load ${what}`} maw={640}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  return children();
}

/**
 * The frame of a dialog that shows one record read from the server: a skeleton while it loads
 * (aria-busy, `label` names it: "Loading the packet"), one line saying why when it failed (`failed`),
 * and the record once it has data.
 */
export function RecordState({
  query,
  label,
  height,
  failed,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  label: string;
  /** The skeleton's body height, about the record's. */
  height: number;
  failed: () => string;
  children: () => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label={label}>
        <Skeleton height={18} />
        <Skeleton height={height} />
      </Stack>
    );
  if (query.isError)
    return (
      <Text size="sm" role="alert" c="red.8">
        {failed()}
      </Text>
    );
  return children();
}

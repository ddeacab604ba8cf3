import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage, useCurrentUser } from '../../api';
import { personName } from '../../domain';

/** Landing page after sign-in: who is signed in, for which company, with what plan. */
export default function HomePage() {
  const { data, isPending, isError, error, refetch } = useCurrentUser();

  if (isPending) return <Loader aria-label="Loading your account" m="xl" />;
  if (isError)
    return (
      <Alert color="red" title="Could not load your account" m="md" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );

  const { user } = data;
  const name = personName(user);
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Welcome, {name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={900}>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Signed in as
          </Text>
          <Text fw={600}>{name}</Text>
          <Text size="sm">{user.email}</Text>
          {user.phone_e164 ? <Text size="sm">{user.phone_e164}</Text> : null}
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Company
          </Text>
          <Text fw={600}>{user.company?.legal_name ?? 'No company yet'}</Text>
          {user.company ? (
            <Group gap={6} mt={4}>
              <Badge variant="dot" color="steel">
                {user.company.company_type}
              </Badge>
              <Badge variant="dot" color={user.company.status === 'active' ? 'green' : 'orange'}>
                {user.company.status.replaceAll('_', ' ')}
              </Badge>
            </Group>
          ) : null}
        </Card>
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
          Scopes
        </Text>
        <Group gap={6}>
          {user.scopes.map((scope) => (
            <Badge key={scope} variant="default">
              {scope.replaceAll('_', ' ')}
            </Badge>
          ))}
        </Group>
      </div>
    </Stack>
  );
}

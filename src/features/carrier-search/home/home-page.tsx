import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage, useCurrentUser } from '../../../api';
import { welcomeOf } from '../../../domain';
import { useSearchAccess } from '../hooks/use-search-access';
import { HomeLaneCard } from './home-lane-card';
import { HomeMyCarriers } from './home-my-carriers';
import { HomeSearchBox } from './home-search-box';
import { LoadsWithExceptions, NewAlerts, RecentSearches } from './home-shortcuts';
import { ReportFraudButton } from './report-fraud-dialog';

/**
 * Home (/), the landing page with the search map: one search box for whatever the broker pastes, the
 * lane form over the map (with a sample of carriers near the chosen end), Report fraud, and what a
 * broker comes back for — recent saved searches, the open alerts, the loads with exceptions and my
 * carriers. Each part shows only when this user may reach it.
 */
export default function HomePage() {
  const { data, isPending, isError, error, refetch } = useCurrentUser();
  const access = useSearchAccess();

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
  return (
    <Stack p="md" gap="md" maw={1280}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h3">
            {welcomeOf(user)}
          </Title>
          {user.company ? (
            <Text size="sm" c="dimmed">
              {user.company.legal_name}
            </Text>
          ) : null}
        </div>
        <ReportFraudButton />
      </Group>
      <Card withBorder padding="md">
        <HomeSearchBox access={{ contacts: access.contacts, vehicles: access.vehicles }} />
      </Card>
      <HomeLaneCard lanes={access.lanes} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {access.savedSearches ? <RecentSearches lanes={access.lanes} contacts={access.contacts} /> : null}
        {access.alerts ? <NewAlerts /> : null}
        <LoadsWithExceptions />
      </SimpleGrid>
      {access.myCarriers ? <HomeMyCarriers access={access.myCarriers} /> : null}
    </Stack>
  );
}

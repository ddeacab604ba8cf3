import { Anchor, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, useNewAlertsCount, useSavedSearches } from '../../../api';
import { paths } from '../../../config/paths';
import { savedSearchSummary, savedSearchTarget } from '../../../domain';

const EXCEPTIONS: { tab: string; label: string }[] = [
  { tab: 'no-eld', label: 'No ELD' },
  { tab: 'no-arrival', label: 'No arrival' },
  { tab: 'no-departure', label: 'No departure' },
  { tab: 'no-assigned-vehicle', label: 'No vehicle' },
  { tab: 'pending-tracking', label: 'Pending tracking' },
  { tab: 'not-tracking', label: 'Not tracking' },
  { tab: 'no-pickup', label: 'No pickup' },
  { tab: 'no-delivery', label: 'No delivery' },
];

function Shortcut({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The five newest saved searches, each run in one click, and the way to all of them. */
export function RecentSearches({ lanes, contacts }: { lanes: boolean; contacts: boolean }) {
  const saved = useSavedSearches();
  const recent = (saved.data ?? []).slice(0, 5);
  return (
    <Shortcut title="Recent searches">
      {saved.isPending ? <Skeleton height={60} /> : null}
      {saved.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Could not load your saved searches: {errorMessage(saved.error)}
        </Text>
      ) : null}
      {saved.isSuccess && recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          No saved searches yet. Save one from Carrier Search or a lane’s results.
        </Text>
      ) : null}
      <List size="sm" spacing={4} listStyleType="none">
        {recent.map((search) => {
          const target = savedSearchTarget(search);
          const reachable =
            target && (target.route !== 'laneSearchResults' || lanes) && (target.route !== 'contactSearch' || contacts);
          return (
            <List.Item key={search.id}>
              {reachable ? (
                <Anchor
                  component={Link}
                  to={paths[target.route].href(Object.fromEntries(target.search))}
                  fz="sm"
                  fw={600}
                >
                  {search.name}
                </Anchor>
              ) : (
                <Text span fz="sm" fw={600}>
                  {search.name}
                </Text>
              )}
              <Text size="xs" c="dimmed" truncate="end" maw={360}>
                {savedSearchSummary(search)}
              </Text>
            </List.Item>
          );
        })}
      </List>
      <Anchor component={Link} to={paths.savedSearches.href()} size="sm" mt={6} display="block">
        All saved searches
      </Anchor>
    </Shortcut>
  );
}

/** How many new alerts there are (the navigation badge's count, the same query), with the way there. */
export function NewAlerts() {
  const alerts = useNewAlertsCount();
  return (
    <Shortcut title="New alerts">
      {alerts.isPending ? <Skeleton height={32} width={80} /> : null}
      {alerts.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Could not count the alerts: {errorMessage(alerts.error)}
        </Text>
      ) : null}
      {alerts.count !== undefined && !alerts.isError ? (
        <Group gap="xs" align="baseline">
          <Text fz={28} fw={700} lh={1}>
            {alerts.count}
          </Text>
          <Text size="sm">{alerts.count === 1 ? 'new alert' : 'new alerts'}</Text>
        </Group>
      ) : null}
      <Anchor component={Link} to={paths.alerts.href()} size="sm" mt={6} display="block">
        Go to Alerts
      </Anchor>
    </Shortcut>
  );
}

/** The loads with an exception, one link per exception tab of the Loads list. */
export function LoadsWithExceptions() {
  return (
    <Shortcut title="Loads with exceptions">
      <Stack gap={2}>
        {EXCEPTIONS.map(({ tab, label }) => (
          <Anchor key={tab} component={Link} to={paths.loads.href({ tab })} size="sm">
            {label}
          </Anchor>
        ))}
      </Stack>
    </Shortcut>
  );
}

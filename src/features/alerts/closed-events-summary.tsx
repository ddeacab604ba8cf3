import { Group, Text } from '@mantine/core';
import { ALERT_TYPE_LABELS, type Ticket } from '../../api';
import { closedEventSummary } from '../../domain';

/** The closed load-lock events dashboard's summary of the page: how many of each type, and who closed them. */
export function ClosedEventsSummary({ tickets }: { tickets: readonly Ticket[] }) {
  const { byType, byAssignee } = closedEventSummary(tickets);
  const list = (entries: [string, number][], name: (key: string) => string) =>
    entries.map(([key, count]) => `${name(key)} ${count}`).join(' · ');
  return (
    <Group gap="lg" aria-label="Closed load-lock events on this page" role="group">
      <Text size="xs">
        <Text span fw={700}>
          {tickets.length} closed {tickets.length === 1 ? 'event' : 'events'} on this page
        </Text>{' '}
        — {list(byType, (type) => ALERT_TYPE_LABELS[type as Ticket['is_type']] ?? type)}
      </Text>
      <Text size="xs" c="dimmed">
        Worked by {list(byAssignee, (name) => name)}
      </Text>
    </Group>
  );
}

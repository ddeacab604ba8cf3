import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Load } from '../../../api';
import { paths } from '../../../config/paths';
import { humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { LOAD_STATUS_COLORS, loadStatusLabel, TRACKING_STATUS_COLORS } from '../load-labels';

/** The load's title, reference, status and tracking, its open alerts, and the Add log / Edit load actions. */
export function LoadHeader({ load, onAddLog, onEdit }: { load: Load; onAddLog: () => void; onEdit: () => void }) {
  const alerts = load.open_alerts_count;
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Group gap="xs" align="baseline">
          <Title order={1} size="h3">
            Load {load.id}
          </Title>
          <Text c="dimmed" size="sm">
            {load.reference_number}
          </Text>
        </Group>
        <Group gap={6}>
          <Text size="xs" c="dimmed" fw={600}>
            Status
          </Text>
          <StatusBadge color={LOAD_STATUS_COLORS[load.status] ?? 'gray'}>{loadStatusLabel(load.status)}</StatusBadge>
          <Text size="xs" c="dimmed" fw={600} ml={6}>
            Tracking
          </Text>
          <StatusBadge variant="dot" color={TRACKING_STATUS_COLORS[load.tracking_status] ?? 'gray'}>
            {humanize(load.tracking_status)}
          </StatusBadge>
          {alerts > 0 ? (
            <Anchor component={Link} to={paths.alerts.href({ load: load.id })} size="sm" fw={600} c="red.9">
              {alerts} open {alerts === 1 ? 'alert' : 'alerts'}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No open alerts
            </Text>
          )}
        </Group>
      </Stack>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onAddLog}>
          Add log
        </Button>
        <Button size="xs" onClick={onEdit}>
          Edit load
        </Button>
      </Group>
    </Group>
  );
}

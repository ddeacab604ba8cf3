import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CapacityMatch } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatMiles, humanize } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { MATCH_TYPE_LABELS, REASON_LABELS } from './labels';

const CONNECTION_COLORS: Record<string, string> = {
  onboarded: 'green',
  needs_to_onboard: 'blue',
  do_not_dispatch: 'red',
};
const CONNECTION_LABELS: Record<string, string> = {
  onboarded: 'My carrier',
  needs_to_onboard: 'Onboarding',
  do_not_dispatch: 'Do not dispatch',
};
const RULE_COLORS: Record<string, string> = { pass: 'green', partial_pass: 'yellow', fail: 'red', incomplete: 'gray' };

/** How the carrier matched, where the truck is and when it was last seen (the tooltip says all three). */
function whereOf(match: CapacityMatch): string {
  return (
    match.truck_posting?.origin_search_display_name ??
    (match.recent_location ? [match.recent_location.city, match.recent_location.state].filter(Boolean).join(', ') : '')
  );
}

const matchTitle = (match: CapacityMatch) =>
  [
    MATCH_TYPE_LABELS[match.match_type],
    whereOf(match),
    match.last_seen_at ? `last seen ${formatDateTime(match.last_seen_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The capacity table's columns: carrier (to its profile), how it matched and where, deadheads, equipment, rating, connection, rules, and set aside or reinstate. */
export function capacityColumns(actions: {
  onSetAside: (match: CapacityMatch) => void;
  onReinstate: (match: CapacityMatch) => void;
  busyId: number | null;
}): DataTableColumn<CapacityMatch>[] {
  return [
    {
      id: 'carrier',
      header: 'Carrier',
      maxWidth: 180,
      title: (m) => carrierName(m.carrier) ?? undefined,
      cell: (m) => (
        <Anchor component={Link} to={paths.carrierDetail.href(m.carrier.id)} fz="inherit" fw={600}>
          {carrierName(m.carrier) ?? `Carrier ${m.carrier.id}`}
        </Anchor>
      ),
    },
    {
      id: 'match',
      header: 'Match',
      maxWidth: 190,
      title: matchTitle,
      cell: (m) => (
        <Group gap={4} wrap="nowrap">
          <span>{MATCH_TYPE_LABELS[m.match_type]}</span>
          <Text span size="xs" c="dimmed">
            {whereOf(m)}
          </Text>
        </Group>
      ),
    },
    { id: 'origin', header: 'DH-O', align: 'right', cell: (m) => formatMiles(m.origin_deadhead_miles) },
    {
      id: 'destination',
      header: 'DH-D',
      align: 'right',
      cell: (m) => (m.destination_deadhead_miles === null ? 'Any' : formatMiles(m.destination_deadhead_miles)),
    },
    {
      id: 'equipment',
      header: 'Equipment',
      maxWidth: 110,
      title: (m) => m.equipment_types.map(humanize).join(', '),
      cell: (m) => m.equipment_types.map(humanize).join(', ') || '—',
    },
    {
      id: 'rating',
      header: 'Rating',
      align: 'right',
      title: (m) => `${m.loads_completed_count} loads delivered for you`,
      cell: (m) => (m.rating === null ? '—' : `${m.rating.toFixed(1)} (${m.loads_completed_count})`),
    },
    {
      id: 'connection',
      header: 'Connection',
      cell: (m) =>
        m.connection ? (
          <StatusBadge color={CONNECTION_COLORS[m.connection.status] ?? 'gray'}>
            {CONNECTION_LABELS[m.connection.status] ?? humanize(m.connection.status)}
          </StatusBadge>
        ) : (
          <Text span size="xs" c="dimmed">
            None
          </Text>
        ),
    },
    {
      id: 'rules',
      header: 'Rules',
      cell: (m) =>
        m.rules_assessment_summary ? (
          <StatusBadge color={RULE_COLORS[m.rules_assessment_summary] ?? 'gray'}>
            {humanize(m.rules_assessment_summary)}
          </StatusBadge>
        ) : (
          '—'
        ),
    },
    {
      id: 'disposition',
      header: 'Disposition',
      cell: (m) =>
        m.disposition ? (
          <Group gap={4} wrap="nowrap">
            <StatusBadge color="gray">
              {REASON_LABELS[m.disposition.reason] ?? humanize(m.disposition.reason)}
            </StatusBadge>
            <Button
              size="compact-xs"
              variant="subtle"
              loading={actions.busyId === m.disposition.id}
              aria-label={`Reinstate ${carrierName(m.carrier) ?? `carrier ${m.carrier.id}`}`}
              onClick={() => actions.onReinstate(m)}
            >
              Reinstate
            </Button>
          </Group>
        ) : (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Set aside ${carrierName(m.carrier) ?? `carrier ${m.carrier.id}`}…`}
            onClick={() => actions.onSetAside(m)}
          >
            Set aside…
          </Button>
        ),
    },
  ];
}

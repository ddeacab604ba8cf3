import { Anchor, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Ticket, TicketChange } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatPlace } from '../../ui/format';
import { AssigneeCell, StatusCell } from './alert-cells';
import { ALERT_TYPE_LABELS } from './alert-labels';
import type { Assignee } from './use-assignees';

const lane = (t: Ticket) => `${formatPlace(t.load?.origin)} → ${formatPlace(t.load?.destination)}`;

/** What a ticket view adds: the movement of each row (and how many alerts it gathers), the time closed. */
export interface AlertColumnsView {
  movementAlerts?: ReadonlyMap<number, number>;
  closed?: boolean;
}

function movementColumn(alerts: ReadonlyMap<number, number>): DataTableColumn<Ticket> {
  return {
    id: 'movement',
    header: 'Vehicle',
    cell: (t) => {
      if (!t.movement) return '—';
      const count = alerts.get(t.id) ?? 1;
      return (
        <Group gap={6} wrap="nowrap" title={`Movement ${t.movement.id} of vehicle ${t.movement.carrier_vehicle_id}`}>
          <Anchor
            component={Link}
            to={paths.vehicleShow.href(t.movement.carrier_vehicle_id)}
            fz="inherit"
            aria-label={`Vehicle ${t.movement.carrier_vehicle_id}`}
          >
            {t.movement.carrier_vehicle_id}
          </Anchor>
          {count > 1 ? (
            <Text span size="xs" c="dimmed">
              {count} alerts
            </Text>
          ) : null}
        </Group>
      );
    },
  };
}

const TIGHT: Record<string, number> = { type: 170, lane: 180, carrier: 110 };

const CLOSED_COLUMN: DataTableColumn<Ticket> = {
  id: 'closed',
  header: 'Closed',
  cell: (t) => formatDateTime(t.closed_at),
};

/** The alerts table's columns; they change only when the assignees, the change callback or the view do. */
export function useAlertColumns(
  assignees: readonly Assignee[],
  assigneesLoading: boolean,
  onChange: (change: TicketChange) => void,
  view: AlertColumnsView = {},
): DataTableColumn<Ticket>[] {
  const { movementAlerts, closed } = view;
  const base = useMemo(
    (): DataTableColumn<Ticket>[] => [
      {
        id: 'id',
        header: 'Alert',
        sortKey: 'id',
        descFirst: true,
        cell: (t) => (
          <Text span fz="inherit" fw={600}>
            {t.id}
          </Text>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        maxWidth: 210,
        title: (t) => [ALERT_TYPE_LABELS[t.is_type] ?? t.is_type, t.message].filter(Boolean).join(': '),
        cell: (t) => ALERT_TYPE_LABELS[t.is_type] ?? t.is_type,
      },
      { id: 'status', header: 'Status', cell: (t) => <StatusCell ticket={t} onChange={onChange} /> },
      {
        id: 'assignee',
        header: 'Assignee',
        cell: (t) => <AssigneeCell ticket={t} assignees={assignees} loading={assigneesLoading} onChange={onChange} />,
      },
      {
        id: 'load',
        header: 'Load',
        cell: (t) => (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={paths.loadDetail.href(t.load_id)} fz="inherit" fw={600}>
              {t.load_id}
            </Anchor>
            <Text span size="xs" c="dimmed">
              {t.load?.reference_number}
            </Text>
          </Group>
        ),
      },
      {
        id: 'lane',
        header: 'Lane',
        sortKey: 'origin',
        maxWidth: 245,
        // The pickup time is in the tooltip: the row keeps the lane whole on a laptop screen.
        title: (t) => lane(t) + (t.load?.pickup_at ? `, pickup ${formatDateTime(t.load.pickup_at)}` : ''),
        cell: lane,
      },
      {
        id: 'carrier',
        header: 'Carrier',
        maxWidth: 140,
        title: (t) => carrierName(t.load?.carrier) ?? undefined,
        cell: (t) => carrierName(t.load?.carrier) ?? '—',
      },
      {
        id: 'raised',
        header: 'Raised',
        sortKey: 'created_at',
        descFirst: true,
        cell: (t) => formatDateTime(t.created_at),
      },
    ],
    [assignees, assigneesLoading, onChange],
  );
  return useMemo(() => {
    // A view's extra column is paid for by the longest texts, so the table still fits 1440 px.
    const fitted = movementAlerts || closed ? base.map((c) => ({ ...c, maxWidth: TIGHT[c.id] ?? c.maxWidth })) : base;
    const [first, ...rest] = fitted;
    const withMovement = movementAlerts && first ? [first, movementColumn(movementAlerts), ...rest] : fitted;
    return closed ? [...withMovement, CLOSED_COLUMN] : withMovement;
  }, [base, movementAlerts, closed]);
}

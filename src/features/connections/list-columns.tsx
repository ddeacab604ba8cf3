import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Connection, Subscription } from '../../api';
import { packetStatusText } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatDate, formatDateTime } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { carrierColumns } from './carrier-cells';
import { assessmentBadge, connectionStatusBadge } from './carrier-list-labels';
import type { Selection } from './use-selection';

/** A row's key for selection and the table: the connection or subscription id. */
export const connectionKey = (row: Connection) => `connection-${row.id}`;
export const subscriptionKey = (row: Subscription) => `subscription-${row.id}`;

function Assessment({ summary }: { summary: string | null }) {
  const { label, color } = assessmentBadge(summary);
  return <StatusBadge color={color}>{label}</StatusBadge>;
}

/** The columns of a list tab (connections): carrier, status, latest packet, rules assessment, last change. */
export function useConnectionColumns(selection: Selection | null): DataTableColumn<Connection>[] {
  return useMemo(
    () => [
      ...carrierColumns<Connection>((row) => row.carrier, selection, connectionKey),
      {
        id: 'status',
        header: 'Status',
        cell: (row) => {
          const { label, color } = connectionStatusBadge(row.status);
          return <StatusBadge color={color}>{label}</StatusBadge>;
        },
      },
      {
        id: 'packet',
        header: 'Onboarding packet',
        sortKey: 'latest_onboarding_packet_updated_at',
        descFirst: true,
        maxWidth: 220,
        title: (row) =>
          row.latest_onboarding_packet_updated_at
            ? `${packetStatusText(row.latest_onboarding_packet_status)}, ${formatDateTime(row.latest_onboarding_packet_updated_at)}`
            : undefined,
        cell: (row) => (
          <>
            {packetStatusText(row.latest_onboarding_packet_status)}
            {row.latest_onboarding_packet_updated_at ? (
              <Text span fz="xs" c="dimmed" ml={6}>
                {formatDate(row.latest_onboarding_packet_updated_at)}
              </Text>
            ) : null}
          </>
        ),
      },
      { id: 'rules', header: 'Rules', cell: (row) => <Assessment summary={row.rules_assessment_summary} /> },
      {
        id: 'updated',
        header: 'Updated',
        sortKey: 'updated_at',
        descFirst: true,
        cell: (row) => formatDate(row.updated_at),
      },
    ],
    [selection],
  );
}

/** The columns of an assessment tab (subscriptions): carrier, rules assessment, when and how it was added. */
export function useSubscriptionColumns(selection: Selection | null): DataTableColumn<Subscription>[] {
  return useMemo(
    () => [
      // Subscriptions have no server sort: the carrier column is not sortable here.
      ...carrierColumns<Subscription>((row) => row.carrier, selection, subscriptionKey).map((column) =>
        column.id === 'carrier' ? { ...column, sortKey: undefined } : column,
      ),
      { id: 'rules', header: 'Rules', cell: (row) => <Assessment summary={row.rules_assessment_summary} /> },
      { id: 'added', header: 'Added', cell: (row) => formatDate(row.created_at) },
      { id: 'source', header: 'Source', cell: (row) => (row.user_id === null ? 'From a file' : 'Added by hand') },
    ],
    [selection],
  );
}

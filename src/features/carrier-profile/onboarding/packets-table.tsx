import { useMemo } from 'react';
import { errorMessage, type OnboardingPacket } from '../../../api';
import { PAGE_SIZE, type Paging } from '../../../domain';
import { DataTable, type DataTableColumn, type DataTableState } from '../../../ui/data-table';
import { formatDate, formatDateTime } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { PacketStatus } from './packet-status';

const SUMMARY: Record<string, string> = {
  pass: 'Passing',
  partial_pass: 'Partially passing',
  fail: 'Failed',
  incomplete: 'Incomplete',
};

/** The connection's onboarding packets, newest first, 50 a page; a row opens the packet. */
export function PacketsTable({
  rows,
  paging,
  state,
  onPage,
  onOpen,
}: {
  rows: readonly OnboardingPacket[] | undefined;
  paging: Paging;
  state: DataTableState & { error: unknown };
  onPage: (page: number) => void;
  onOpen: (packet: OnboardingPacket) => void;
}) {
  const columns = useMemo(
    (): DataTableColumn<OnboardingPacket>[] => [
      { id: 'id', header: 'Packet', cell: (p) => p.id },
      { id: 'status', header: 'Status', cell: (p) => <PacketStatus status={p.status} /> },
      {
        id: 'rules',
        header: 'Rules when updated',
        cell: (p) =>
          p.rules_assessment ? (
            <StatusBadge color="gray" variant="dot">
              {SUMMARY[p.rules_assessment.summary] ?? p.rules_assessment.summary}
            </StatusBadge>
          ) : (
            '—'
          ),
      },
      { id: 'sent', header: 'Sent', cell: (p) => formatDate(p.created_at) },
      { id: 'updated', header: 'Updated', cell: (p) => formatDateTime(p.updated_at) },
      { id: 'completed', header: 'Completed', cell: (p) => (p.completed_at ? formatDate(p.completed_at) : '—') },
    ],
    [],
  );
  return (
    <DataTable
      label="Onboarding packets"
      columns={columns}
      rows={rows}
      getRowId={(p) => String(p.id)}
      state={state}
      emptyMessage="No onboarding packet was sent to this carrier yet."
      errorMessage={`Could not load the packets: ${errorMessage(state.error)}`}
      onOpenRow={onOpen}
      paging={paging}
      pageSize={PAGE_SIZE}
      itemName="packets"
      onPageChange={onPage}
      maxHeight={220}
    />
  );
}

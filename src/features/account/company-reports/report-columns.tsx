import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { CompanyReport } from '../../../api';
import { canDownload, isReportBusy, personName } from '../../../domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDateTime, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { STATUS_COLORS } from '../account-labels';
import { decimalNumber } from '../../../ui/en-us';

/** The Reports table's columns: the report, the state of its last run, who ran it, Run and Download. */
export function reportColumns(now: number, run: (report: CompanyReport) => void, running: number | null) {
  const columns: DataTableColumn<CompanyReport>[] = [
    {
      id: 'name',
      header: 'Report',
      maxWidth: 420,
      title: (r) => r.description,
      cell: (r) => (
        <Stack gap={0}>
          <Text span fz="inherit" fw={600}>
            {r.name}
          </Text>
          <Text span size="xs" c="dimmed" truncate>
            {r.description}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Last run',
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <StatusBadge color={STATUS_COLORS[r.status] ?? 'gray'}>{humanize(r.status)}</StatusBadge>
          {isReportBusy(r.status) ? (
            <Text span size="xs" c="dimmed">
              building…
            </Text>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'when',
      header: 'Run',
      cell: (r) =>
        r.last_run_at
          ? `${formatDateTime(r.last_run_at)}${r.last_run_by ? ` by ${personName(r.last_run_by)}` : ''}`
          : '—',
    },
    {
      id: 'rows',
      header: 'Rows',
      align: 'right',
      cell: (r) => (r.row_count === null ? '—' : decimalNumber(r.row_count)),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            disabled={isReportBusy(r.status)}
            loading={running === r.id}
            onClick={() => run(r)}
            aria-label={`${r.status === 'never_run' ? 'Run' : 'Run again'} ${r.name}`}
          >
            {r.status === 'never_run' ? 'Run' : 'Run again'}
          </Button>
          {canDownload(r, now) && r.download_url ? (
            <Anchor
              href={r.download_url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              aria-label={`Download ${r.name} (CSV)`}
            >
              Download
            </Anchor>
          ) : r.status === 'completed' && r.download_url ? (
            <Text span size="xs" c="dimmed">
              Link expired
            </Text>
          ) : null}
        </Group>
      ),
    },
  ];
  return columns;
}

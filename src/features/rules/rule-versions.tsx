import { Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage, errorStatus, useRuleVersion, type Rule } from '../../api';
import { activeRuleTypes, PAGE_SIZE, type Paging } from '../../domain';
import { DataTable, type DataTableColumn, type DataTableState } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import { RecordState } from '../../ui/query-state';
import { StatusBadge } from '../../ui/status-badge';
import { RuleSetView } from './rule-set-view';

/** A rule set's saved versions, newest first, 50 a page; a row opens that version. */
export function RuleVersions({
  rows,
  paging,
  state,
  currentId,
  setName,
  onPage,
  onOpen,
}: {
  rows: readonly Rule[] | undefined;
  paging: Paging;
  state: DataTableState & { error: unknown };
  currentId: number | null;
  setName: string;
  onPage: (page: number) => void;
  onOpen: (rule: Rule) => void;
}) {
  const columns = useMemo(
    (): DataTableColumn<Rule>[] => [
      { id: 'version', header: 'Version', cell: (rule) => rule.id },
      { id: 'saved', header: 'Saved', cell: (rule) => formatDateTime(rule.created_at) },
      { id: 'on', header: 'Rules required', align: 'right', cell: (rule) => activeRuleTypes(rule.rules).length },
      {
        id: 'state',
        header: 'State',
        cell: (rule) =>
          rule.id === currentId ? (
            <StatusBadge color="green">In force</StatusBadge>
          ) : (
            <Text span fz="inherit" c="dimmed">
              Earlier
            </Text>
          ),
      },
    ],
    [currentId],
  );
  return (
    <DataTable
      label={`Versions of the rules for ${setName}`}
      columns={columns}
      rows={rows}
      getRowId={(rule) => String(rule.id)}
      state={state}
      emptyMessage="No version saved yet."
      errorMessage={`Could not load the versions: ${errorMessage(state.error)}`}
      onOpenRow={onOpen}
      paging={paging}
      pageSize={PAGE_SIZE}
      itemName="versions"
      onPageChange={onPage}
      maxHeight={260}
    />
  );
}

/** One saved version, read from the server (GET rules/{id}) when it is opened. */
export function RuleVersionDialog({
  id,
  types,
  onClose,
}: {
  id: number | null;
  types: readonly string[];
  onClose: () => void;
}) {
  return (
    <Modal opened={id !== null} onClose={onClose} title={id === null ? 'Version' : `Version ${id}`} size="md">
      {/* Its query is made only while a version is open: the closed dialog asks and observes nothing. */}
      {id === null ? null : <RuleVersion id={id} types={types} />}
    </Modal>
  );
}

function RuleVersion({ id, types }: { id: number; types: readonly string[] }) {
  const version = useRuleVersion(id);
  const rule = version.data;
  return (
    <RecordState
      query={version}
      label="Loading the version"
      height={160}
      failed={() =>
        errorStatus(version.error) === 404
          ? `Version ${id} of the rules was not found.`
          : `Could not load version ${id}: ${errorMessage(version.error)}`
      }
    >
      {() =>
        rule ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Saved {formatDateTime(rule.created_at)}
            </Text>
            <RuleSetView values={rule.rules} types={types} label={`in version ${rule.id}`} />
          </Stack>
        ) : null
      }
    </RecordState>
  );
}

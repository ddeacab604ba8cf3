import { Anchor, Button, Switch, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { RuleOverride } from '../../../api';
import { ruleLabel } from '../../../domain';
import { DataTable, type DataTableColumn, type DataTableState } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { expiryText } from '../../../ui/override-text';

/**
 * The broker's overrides of this carrier, all of them (every page), oldest update first. Each
 * switches on or off in place (the assessment above follows at once), opens with its details, and
 * links its proof file.
 */
export function OverridesTable({
  rows,
  state,
  now,
  canManage,
  onSwitch,
  onOpen,
}: {
  rows: readonly RuleOverride[] | undefined;
  state: DataTableState & { error: unknown };
  now: Date;
  canManage: boolean;
  onSwitch: (override: RuleOverride, on: boolean) => void;
  onOpen: (override: RuleOverride) => void;
}) {
  const columns = useMemo(
    (): DataTableColumn<RuleOverride>[] => [
      {
        id: 'rule',
        header: 'Rule',
        maxWidth: 300,
        title: (o) => ruleLabel(o.is_type),
        cell: (o) => ruleLabel(o.is_type),
      },
      {
        id: 'active',
        header: 'In use',
        cell: (o) =>
          canManage ? (
            <Switch
              size="xs"
              checked={o.is_active}
              onChange={(event) => onSwitch(o, event.currentTarget.checked)}
              aria-label={`Override ${o.id} of ${ruleLabel(o.is_type)}`}
              label={o.is_active ? 'On' : 'Off'}
            />
          ) : (
            <Text span fz="inherit">
              {o.is_active ? 'On' : 'Off'}
            </Text>
          ),
      },
      { id: 'expires', header: 'Expires', cell: (o) => expiryText(o, now) },
      {
        id: 'proof',
        header: 'Proof',
        maxWidth: 240,
        title: (o) => o.file?.filename,
        cell: (o) =>
          o.file ? (
            <Anchor href={o.file.url} target="_blank" rel="noopener noreferrer" fz="inherit">
              {o.file.filename}
            </Anchor>
          ) : (
            '—'
          ),
      },
      { id: 'updated', header: 'Updated', cell: (o) => formatDateTime(o.updated_at) },
      {
        id: 'details',
        header: 'Details',
        cell: (o) => (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onOpen(o)}
            aria-label={`Details of override ${o.id}`}
          >
            Details
          </Button>
        ),
      },
    ],
    [canManage, now, onOpen, onSwitch],
  );
  return (
    <DataTable
      label="Overrides of this carrier"
      columns={columns}
      rows={rows}
      getRowId={(o) => String(o.id)}
      state={state}
      emptyMessage="No rule of this carrier is overridden."
      errorMessage="Could not load the overrides."
      maxHeight={240}
    />
  );
}

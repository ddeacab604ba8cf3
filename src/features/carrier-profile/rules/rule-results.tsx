import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import type { RuleOverride } from '../../../api';
import { ruleLabel, type RuleCategory, type RuleStatus } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { latestOverrideText } from '../../../ui/override-text';
import { RuleStatusBadge } from './rule-status';

/** One rule of the carrier's assessment as the table shows it. */
export interface RuleRow {
  is_type: string;
  status: RuleStatus;
  category: RuleCategory | null;
  message: string | null;
  latest: RuleOverride | null;
}

/**
 * The carrier's rules one per row: the rule, its category, its status (an active latest override
 * turns a non-passing rule into Override), why it did not pass, and its latest override. A broker
 * who may manage overrides overrides a failing or incomplete rule here, or switches off every
 * override of a rule in force.
 */
export function RuleResults({
  rows,
  carrierName,
  now,
  canManage,
  onOverride,
  onSwitchOff,
}: {
  rows: readonly RuleRow[];
  carrierName: string;
  now: Date;
  canManage: boolean;
  onOverride: (type: string) => void;
  onSwitchOff: (type: string, classificationId: number | null) => void;
}) {
  const columns = useMemo(
    (): DataTableColumn<RuleRow>[] => [
      {
        id: 'rule',
        header: 'Rule',
        maxWidth: 320,
        title: (r) => ruleLabel(r.is_type),
        cell: (r) => ruleLabel(r.is_type),
      },
      { id: 'category', header: 'Category', cell: (r) => r.category ?? 'Other' },
      { id: 'status', header: 'Result', cell: (r) => <RuleStatusBadge status={r.status} /> },
      {
        id: 'why',
        header: 'Why',
        maxWidth: 360,
        title: (r) => r.message ?? undefined,
        cell: (r) => r.message ?? (r.status === 'Pass' ? '' : '—'),
      },
      { id: 'override', header: 'Override', cell: (r) => latestOverrideText(r.latest, now) },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: 'Actions',
              cell: (r: RuleRow) => (
                <Group gap={4} wrap="nowrap">
                  {r.status === 'Fail' || r.status === 'Incomplete' ? (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Override ${ruleLabel(r.is_type)}`}
                      onClick={() => onOverride(r.is_type)}
                    >
                      Override…
                    </Button>
                  ) : null}
                  {r.status === 'Override' && r.latest ? (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Switch off the overrides of ${ruleLabel(r.is_type)}`}
                      onClick={() => onSwitchOff(r.is_type, r.latest?.classification_id ?? null)}
                    >
                      Switch off
                    </Button>
                  ) : null}
                </Group>
              ),
            },
          ]
        : []),
    ],
    [canManage, now, onOverride, onSwitchOff],
  );
  return (
    <DataTable
      label={`Rules for ${carrierName}`}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.is_type}
      emptyMessage="The assessment names no rule."
      maxHeight="none"
    />
  );
}

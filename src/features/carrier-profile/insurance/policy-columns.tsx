import { Button, Group, Text } from '@mantine/core';
import type { InsurancePolicy } from '../../../api';
import { limitCheck, policyStanding, type PolicyStanding } from '../../../domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatCents, formatDate, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { sourceLabel } from '../labels';

/** Whole US dollars: "$1,000,000.00" without the cents. */
export const dollars = (amount: number) => formatCents(amount * 100).replace(/\.00$/, '');

const STANDING: Record<PolicyStanding, { label: string; color: string }> = {
  in_force: { label: 'In force', color: 'green' },
  cancellation_filed: { label: 'Cancellation filed', color: 'orange' },
  pending: { label: 'Pending', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'red' },
  replaced: { label: 'Cancelled, replaced', color: 'gray' },
  unknown: { label: 'Unknown', color: 'gray' },
};

/** Coverage names as brokers say them. */
const COVERAGE: Record<string, string> = { bipd: 'BIPD', cargo: 'Cargo' };

function Limit({ policy, minimums }: { policy: InsurancePolicy; minimums: Record<string, number> }) {
  const check = limitCheck(policy, minimums);
  const minimum = minimums[policy.coverage_type];
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{dollars(policy.coverage_amount)}</Text>
      {check === 'meets' && minimum !== undefined ? <StatusBadge color="green">Meets your rule</StatusBadge> : null}
      {check === 'below' && minimum !== undefined ? <StatusBadge color="red">Below your rule</StatusBadge> : null}
    </Group>
  );
}

/**
 * The policies table: coverage, insurer, policy number, limit against the broker's rule, effective
 * and cancellation dates, where the policy stands today, its source, and (with certificates in the
 * plan) asking its agent for the cargo certificate.
 */
export function policyColumns({
  all,
  minimums,
  onRequest,
}: {
  all: readonly InsurancePolicy[];
  minimums: Record<string, number>;
  onRequest?: (policy: InsurancePolicy) => void;
}): DataTableColumn<InsurancePolicy>[] {
  const today = new Date().toISOString().slice(0, 10);
  const columns: DataTableColumn<InsurancePolicy>[] = [
    { id: 'coverage', header: 'Coverage', cell: (p) => COVERAGE[p.coverage_type] ?? humanize(p.coverage_type) },
    { id: 'insurer', header: 'Insurer', maxWidth: 200, title: (p) => p.insurer_name, cell: (p) => p.insurer_name },
    { id: 'number', header: 'Policy number', cell: (p) => p.policy_number },
    { id: 'limit', header: 'Limit', cell: (p) => <Limit policy={p} minimums={minimums} /> },
    {
      id: 'dates',
      header: 'Effective – cancelled',
      cell: (p) =>
        p.cancellation_date
          ? `${formatDate(p.effective_date)} – ${formatDate(p.cancellation_date)}`
          : `from ${formatDate(p.effective_date)}`,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => {
        const standing = STANDING[policyStanding(p, all, today)];
        return <StatusBadge color={standing.color}>{standing.label}</StatusBadge>;
      },
    },
    { id: 'source', header: 'Source', cell: (p) => sourceLabel(p.source) },
  ];
  if (!onRequest) return columns;
  return [
    ...columns,
    {
      id: 'request',
      header: 'Certificate',
      cell: (p) => (
        <Button
          size="compact-xs"
          variant="subtle"
          // The name starts with the visible words (axe: label-content-name-mismatch).
          aria-label={`Request cargo COI from ${p.insurer_name} (policy ${p.policy_number})`}
          onClick={() => onRequest(p)}
        >
          Request cargo COI
        </Button>
      ),
    },
  ];
}

import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  useListCarrierInsurancePolicies,
  useRequestCargoPolicyAndRefresh,
  type InsurancePolicy,
} from '../../../api';
import { coverageMinimums, policiesByCoverage } from '../../../domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { humanize } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import type { ProfileTabProps } from '../profile-tab-props';
import { Withheld } from '../upgrade-prompt';
import { CertificateRequests } from './certificate-requests';
import { dollars, policyColumns } from './policy-columns';

/** The broker's coverage rules in words, from the rules the carrier was assessed against. */
function RulesLine({ minimums }: { minimums: Record<string, number> }) {
  const entries = Object.entries(minimums);
  return (
    <Text size="sm" c="dimmed">
      {entries.length
        ? `Your coverage rules: ${entries.map(([type, min]) => `${humanize(type)} at least ${dollars(min)}`).join(' · ')}`
        : 'You have no coverage rules; limits are shown as filed.'}
    </Text>
  );
}

/**
 * Insurance: the carrier's policies (active, pending and cancelled) by coverage type, with limits
 * against the broker's coverage rules; with certificates in the plan, asking a policy's agent for
 * the cargo certificate and the requests with their timelines.
 */
export default function InsuranceTab({ carrier, access }: ProfileTabProps) {
  const policies = useListCarrierInsurancePolicies({ carrier_id: carrier.id });
  const request = useRequestCargoPolicyAndRefresh();
  const [asking, setAsking] = useState<InsurancePolicy | null>(null);
  const minimums = useMemo(
    () => coverageMinimums(carrier.rules_assessment?.results.map((r) => r.is_type) ?? []),
    [carrier.rules_assessment],
  );
  const list = Array.isArray(policies.data) ? policies.data : undefined;
  const rows = useMemo(() => (list ? policiesByCoverage(list).flatMap((g) => g.policies) : undefined), [list]);
  const columns = useMemo(
    () => policyColumns({ all: list ?? [], minimums, onRequest: access.certificates ? setAsking : undefined }),
    [list, minimums, access.certificates],
  );

  return (
    <Stack gap="md">
      <Section title="Policies">
        <RulesLine minimums={minimums} />
        <DataTable
          label={`Insurance policies of ${carrier.legal_name}`}
          columns={columns}
          rows={policies.isError ? [] : rows}
          getRowId={(p) => String(p.id)}
          state={policies}
          emptyMessage="No insurance on file for this carrier."
          errorMessage={`Could not load the policies: ${errorMessage(policies.error)}`}
          maxHeight={360}
        />
      </Section>
      {access.certificates ? (
        <CertificateRequests carrierId={carrier.id} policies={list ?? []} />
      ) : (
        <Withheld title="Insurance certificates are not in your plan" upgrade>
          Certificates of insurance, and asking a carrier’s agent for one, come with plans that include insurance
          certificates.
        </Withheld>
      )}
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title="Request the cargo certificate?"
        confirmLabel="Request certificate"
        onConfirm={async () => {
          if (!asking) return;
          await request.mutateAsync({ data: { insurance_policy_id: asking.id } });
          notify('success', `Cargo certificate requested from ${asking.insurer_name}.`);
        }}
        errorText={errorMessage}
      >
        {asking
          ? `We will e-mail the agent of ${asking.insurer_name} policy ${asking.policy_number} for ${carrier.legal_name}’s cargo certificate. The request and what happens to it show under Certificate requests.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}

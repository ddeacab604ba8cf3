import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { shownPage, useOnboardingPackets, useCarrierContracts, type OnboardingPacket } from '../../../api';
import type { VettingPermission } from '../../../domain';
import { Section } from '../../../ui/detail';
import { PacketDialog } from './packet-dialog';
import { PacketsTable } from './packets-table';
import { RedlinedContractDialog } from './redlined-contract-dialog';
import { TaxFormDialog } from './tax-form-dialog';

/**
 * The connection's onboarding packets (newest first, 50 a page), one opened from the server, and
 * the uploads into a packet (a redlined contract, a corrected tax form) when this user may upload.
 */
export function PacketsSection({
  connectionId,
  carrierId,
  upload,
  now,
}: {
  connectionId: number;
  carrierId: number;
  /** Whether this user may upload into a packet (plan and onboarding access), with the reason when not. */
  upload: VettingPermission;
  now: Date;
}) {
  const [page, setPage] = useState(1);
  const query = useOnboardingPackets(connectionId, page);
  const shown = shownPage(query);
  const contracts = useCarrierContracts(carrierId);
  const [opened, setOpened] = useState<number | null>(null);
  const [uploading, setUploading] = useState<'contract' | 'tax' | null>(null);
  const packetOptions = (shown.rows ?? []).map((p: OnboardingPacket) => ({
    value: String(p.id),
    label: `Packet ${p.id} (${p.status.replace(/_/g, ' ')})`,
  }));
  const contractOptions = [
    ...new Map((Array.isArray(contracts.data) ? contracts.data : []).map((c) => [c.contract.id, c.contract])).values(),
  ].map((c) => ({ value: String(c.id), label: c.name }));
  const uploads = !packetOptions.length ? null : !upload.allowed ? (
    <Text size="xs" c="dimmed" maw={420}>
      {upload.reason}
    </Text>
  ) : (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setUploading('contract')}
        disabled={!contractOptions.length}
      >
        Upload redlined contract…
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => setUploading('tax')}>
        Upload corrected tax form…
      </Button>
    </Group>
  );
  return (
    <Section title="Onboarding packets" actions={uploads}>
      <PacketsTable
        rows={shown.rows}
        paging={shown.paging}
        state={query}
        onPage={setPage}
        onOpen={(p) => setOpened(p.id)}
      />
      <PacketDialog id={opened} now={now} onClose={() => setOpened(null)} />
      <RedlinedContractDialog
        opened={uploading === 'contract'}
        onClose={() => setUploading(null)}
        contracts={contractOptions}
        packets={packetOptions}
      />
      <TaxFormDialog opened={uploading === 'tax'} onClose={() => setUploading(null)} packets={packetOptions} />
    </Section>
  );
}

import { Anchor, Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  errorStatus,
  useCarrierContracts,
  useContractDocument,
  type OnboardingPacketContract,
} from '../../../api';
import { latestContracts } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Fact, FactGrid } from '../../../ui/detail';
import { formatDateTime } from '../../../ui/format';

/**
 * The carrier's contract documents with the broker: only the latest per contract name, newest
 * first, broker-uploaded (redlined) first within a packet (the domain's latestContracts); each
 * opens from the server.
 */
export function ContractsSection({ carrierId }: { carrierId: number }) {
  const query = useCarrierContracts(carrierId);
  const rows = useMemo(() => (Array.isArray(query.data) ? latestContracts(query.data) : undefined), [query.data]);
  const [opened, setOpened] = useState<number | null>(null);
  const columns = useMemo(
    (): DataTableColumn<OnboardingPacketContract>[] => [
      { id: 'name', header: 'Contract', maxWidth: 280, title: (c) => c.contract.name, cell: (c) => c.contract.name },
      { id: 'packet', header: 'Packet', cell: (c) => c.onboarding_packet_id },
      { id: 'by', header: 'From', cell: (c) => (c.is_broker_uploaded ? 'Redlined by you' : 'Signed by the carrier') },
      { id: 'added', header: 'Added', cell: (c) => formatDateTime(c.created_at) },
      {
        id: 'file',
        header: 'File',
        maxWidth: 220,
        title: (c) => c.file.filename,
        cell: (c) => (
          <Anchor href={c.file.url} target="_blank" rel="noopener noreferrer" fz="inherit">
            {c.file.filename}
          </Anchor>
        ),
      },
      {
        id: 'open',
        header: 'Details',
        cell: (c) => (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpened(c.id)}
            aria-label={`Details of contract ${c.id}`}
          >
            Details
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <DataTable
        label="Contracts"
        columns={columns}
        rows={query.isError ? [] : rows}
        getRowId={(c) => String(c.id)}
        state={query}
        emptyMessage="No contract with this carrier yet."
        errorMessage={`Could not load the contracts: ${errorMessage(query.error)}`}
        maxHeight={200}
      />
      <ContractDialog id={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** One contract document (GET onboarding_packet_contracts/{id}). */
function ContractDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useContractDocument(id);
  const doc = query.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={id === null ? 'Contract' : `Contract document ${id}`}
      size="md"
    >
      {query.isPending ? (
        <Stack gap="xs" aria-busy aria-label="Loading the contract">
          <Skeleton height={60} />
        </Stack>
      ) : query.isError ? (
        <Text size="sm" role="alert" c="red.8">
          {errorStatus(query.error) === 404
            ? `Contract document ${id} was not found.`
            : `Could not load contract document ${id}: ${errorMessage(query.error)}`}
        </Text>
      ) : doc ? (
        <FactGrid wide={2}>
          <Fact label="Contract">{doc.contract.name}</Fact>
          <Fact label="Packet">{doc.onboarding_packet_id}</Fact>
          <Fact label="From">{doc.is_broker_uploaded ? 'Redlined by you' : 'Signed by the carrier'}</Fact>
          <Fact label="Added">{formatDateTime(doc.created_at)}</Fact>
          <Fact label="File">
            <Anchor href={doc.file.url} target="_blank" rel="noopener noreferrer">
              {doc.file.filename}
            </Anchor>
          </Fact>
        </FactGrid>
      ) : null}
    </Modal>
  );
}

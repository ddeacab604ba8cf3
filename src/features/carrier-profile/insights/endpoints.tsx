import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  errorMessage,
  useListCarrierRateConfirmationEndpoints,
  type CarrierDetail,
  type RateConfirmationEndpoint,
} from '../../../api';
import { endpointFlags, ownDomains } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

type Row = RateConfirmationEndpoint & { flags: string[] };

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'email', header: 'E-mail address', cell: (r) => r.email },
  {
    id: 'flags',
    header: 'Domain',
    cell: (r) =>
      r.flags.length ? (
        <Group gap={4} wrap="nowrap">
          {r.flags.map((flag) => (
            <StatusBadge key={flag} color="red">
              {flag}
            </StatusBadge>
          ))}
        </Group>
      ) : (
        <StatusBadge color="green">Carrier’s own</StatusBadge>
      ),
  },
  { id: 'count', header: 'Rate confirmations', align: 'right', cell: (r) => r.rate_confirmations_count },
  { id: 'first', header: 'First seen', cell: (r) => formatDate(r.first_seen_at) },
  { id: 'last', header: 'Last seen', cell: (r) => formatDate(r.last_seen_at) },
];

/** The e-mail addresses the carrier's rate confirmations went through; domains not the carrier's own are flagged. */
export function Endpoints({ carrier }: { carrier: CarrierDetail }) {
  const endpoints = useListCarrierRateConfirmationEndpoints(carrier.id);
  const own = useMemo(() => ownDomains([carrier.census.email]), [carrier.census.email]);
  const rows = useMemo(
    () =>
      Array.isArray(endpoints.data) ? endpoints.data.map((e) => ({ ...e, flags: endpointFlags(e, own) })) : undefined,
    [endpoints.data, own],
  );
  const flagged = rows?.filter((r) => r.flags.length).length ?? 0;
  return (
    <Section title="Rate-confirmation e-mail addresses">
      <Text size="xs" c="dimmed">
        {own.size ? `The carrier’s own domain: ${[...own].join(', ')}.` : 'The carrier has no e-mail domain on file.'}{' '}
        {flagged ? `${flagged} ${flagged === 1 ? 'address is' : 'addresses are'} on another domain.` : ''}
      </Text>
      <DataTable
        label={`Rate-confirmation e-mail addresses of ${carrier.legal_name}`}
        columns={COLUMNS}
        rows={endpoints.isError ? [] : rows}
        getRowId={(r) => r.email}
        state={endpoints}
        emptyMessage="No rate confirmation went through the platform yet."
        errorMessage={`Could not load the e-mail addresses: ${errorMessage(endpoints.error)}`}
        maxHeight={240}
      />
    </Section>
  );
}

import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RateConfirmation } from '../../../api';
import { paths } from '../../../config/paths';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatCents, formatDate, formatDateTime } from '../../../ui/format';

/** The confirmation's facts: load, carrier, rate, creator and what happened to it when. */
export function RateConfirmationFacts({ rc, you }: { rc: RateConfirmation; you: boolean }) {
  return (
    <Paper withBorder p="sm">
      <FactGrid>
        <Fact label="Load">
          {rc.load_id === null ? (
            rc.load_reference_number
          ) : (
            <>
              <Anchor component={Link} to={paths.loadDetail.href(rc.load_id)} size="sm">
                Load {rc.load_id}
              </Anchor>
              <Text size="xs" c="dimmed">
                {rc.load_reference_number}
              </Text>
            </>
          )}
        </Fact>
        <Fact label="Carrier">
          <Anchor component={Link} to={paths.carrierDetail.href(rc.carrier_id)} size="sm">
            {rc.carrier_legal_name}
          </Anchor>
        </Fact>
        <Fact label="All-in rate">{formatCents(rc.rate_cents)}</Fact>
        <Fact label="Created by">
          {rc.creator_name}
          {you ? ' (you)' : ''}
          <Text size="xs" c="dimmed">
            {formatDateTime(rc.created_at)}
          </Text>
        </Fact>
        <Fact label="Delivered">{formatDateTime(rc.delivered_at)}</Fact>
        <Fact label="Viewed">{formatDateTime(rc.viewed_at)}</Fact>
        {rc.cancelled_at ? <Fact label="Cancelled">{formatDateTime(rc.cancelled_at)}</Fact> : null}
        {rc.rejected_at ? <Fact label="Rejected">{formatDateTime(rc.rejected_at)}</Fact> : null}
      </FactGrid>
    </Paper>
  );
}

interface StopRow {
  kind: string;
  place: string;
  date: string;
}
const STOP_COLUMNS: DataTableColumn<StopRow>[] = [
  { id: 'kind', header: 'Stop', cell: (s) => s.kind },
  { id: 'place', header: 'Place', cell: (s) => s.place },
  { id: 'date', header: 'Date', cell: (s) => formatDate(s.date) },
];

/** The pickup and delivery the confirmation names. */
export function RateConfirmationStops({ rc }: { rc: RateConfirmation }) {
  const rows: StopRow[] = [
    { kind: 'Pickup', place: `${rc.pickup_city}, ${rc.pickup_state}`, date: rc.pickup_date },
    { kind: 'Delivery', place: `${rc.delivery_city}, ${rc.delivery_state}`, date: rc.delivery_date },
  ];
  return (
    <Section title="Stops">
      <DataTable
        label={`Stops of rate confirmation ${rc.id}`}
        columns={STOP_COLUMNS}
        rows={rows}
        getRowId={(s) => s.kind}
        emptyMessage="No stops."
      />
    </Section>
  );
}

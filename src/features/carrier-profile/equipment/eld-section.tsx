import { Alert, List, Stack, Text } from '@mantine/core';
import {
  errorMessage,
  useGetCarrierEldStatus,
  useListCarrierEldVehicles,
  type CarrierDetail,
  type CarrierEldStatus,
} from '../../../api';
import { ELD_CERTIFICATION_NOTICE_EXPIRY, eldCertificationNoticeShown, explainEldStatus } from '../../../domain';
import { DataTable } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ELD_VEHICLE_COLUMNS } from './equipment-columns';

/** The ELD's state in one sentence, and each failing status in words. */
function EldState({ status }: { status: CarrierEldStatus }) {
  const active = status.connections.filter((c) => c.is_active);
  const providers = [...new Set(active.map((c) => c.provider))].join(', ');
  return (
    <Stack gap={6}>
      <Text size="sm">
        {status.is_connected
          ? `Connected through ${providers || 'an ELD'} since ${formatDate(active[0]?.connected_at)}; last position ${formatDateTime(status.last_position_at)}.`
          : 'No ELD is connected.'}
      </Text>
      {status.failing_statuses.length ? (
        <Alert color="red" title="The ELD and the certificate of insurance disagree" role="alert">
          <List size="sm" spacing={2}>
            {status.failing_statuses.map((code) => {
              const explained = explainEldStatus(code);
              return (
                <List.Item key={code}>
                  <Text span fw={600} size="sm">
                    {explained.title}:
                  </Text>{' '}
                  {explained.text}
                </List.Item>
              );
            })}
          </List>
        </Alert>
      ) : status.is_connected ? (
        <Text size="sm" c="teal.9">
          The vehicles on the ELD match the certificate of insurance.
        </Text>
      ) : null}
    </Stack>
  );
}

/** The ELD connections with the failing statuses explained, the certification notice, and the ELD vehicles. */
export function EldSection({ carrier }: { carrier: CarrierDetail }) {
  const status = useGetCarrierEldStatus(carrier.id);
  const vehicles = useListCarrierEldVehicles(carrier.id);
  return (
    <Section title="ELD">
      {eldCertificationNoticeShown(new Date()) ? (
        <Alert color="yellow" title="ELD certification notice">
          Some ELD devices were removed from FMCSA’s list of registered devices. Carriers using them must replace them
          by {formatDate(ELD_CERTIFICATION_NOTICE_EXPIRY)}.
        </Alert>
      ) : null}
      {status.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Could not load the ELD status: {errorMessage(status.error)}
        </Text>
      ) : status.data ? (
        <EldState status={status.data} />
      ) : (
        <Text size="sm" c="dimmed" aria-busy>
          Loading the ELD status…
        </Text>
      )}
      <DataTable
        label={`ELD vehicles of ${carrier.legal_name}`}
        columns={ELD_VEHICLE_COLUMNS}
        rows={vehicles.isError ? [] : Array.isArray(vehicles.data) ? vehicles.data : undefined}
        getRowId={(v) => String(v.id)}
        state={vehicles}
        emptyMessage="No vehicle reports through an ELD."
        errorMessage={`Could not load the ELD vehicles: ${errorMessage(vehicles.error)}`}
        maxHeight={280}
      />
    </Section>
  );
}

import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useQueryState } from 'nuqs';
import {
  errorMessage,
  shownPage,
  useCarrierAlerts,
  useListCommodityTypes,
  useUnpublishIdentityAlertAndRefresh,
  type IdentityAlert,
} from '../../../api';
import { IDENTITY_ALERT_CATEGORY_LABELS, IDENTITY_ALERT_WINDOW_DAYS, identityAlertWindowStart } from '../../../domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { humanize } from '../../../ui/format';
import type { ProfileTabProps } from '../profile-tab-props';
import { AlertCard } from './alert-card';
import { ReportAlertForm } from './report-alert-form';

/**
 * Identity alerts: the carrier's alerts of the last 7 days (or all of them) with their threads;
 * "Report an alert" (the form opens with `?report=1`, as Home's "Report fraud" links it; closing it
 * drops `report`), a message on any alert, and withdrawing one's own after a confirmation.
 */
export default function IdentityAlertsTab({ carrier, access }: ProfileTabProps) {
  const [report, setReport] = useQueryState('report');
  const reporting = report === '1';
  const setReporting = (open: boolean) => void setReport(open ? '1' : null, { history: open ? 'push' : 'replace' });
  // The window is fixed when the tab opens, so the query's key does not change with each render.
  const [windowStart] = useState(() => identityAlertWindowStart(new Date()));
  const [older, setOlder] = useState(false);
  const alerts = useCarrierAlerts(carrier.id, older ? null : windowStart);
  const commodities = useListCommodityTypes({ 'q[s]': 'name asc' });
  const commodityName = useMemo(() => {
    const list = Array.isArray(commodities.data) ? commodities.data : [];
    return (id: number | null) => list.find((c) => c.id === id)?.name ?? null;
  }, [commodities.data]);
  const unpublish = useUnpublishIdentityAlertAndRefresh(carrier.id);
  const [withdrawing, setWithdrawing] = useState<IdentityAlert | null>(null);
  const { rows, paging } = shownPage(alerts);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Switch
          size="xs"
          label={`Include alerts older than ${IDENTITY_ALERT_WINDOW_DAYS} days`}
          checked={older}
          onChange={(event) => setOlder(event.currentTarget.checked)}
        />
        <Button size="xs" color="red.9" onClick={() => setReporting(true)} aria-haspopup="dialog">
          Report an alert
        </Button>
      </Group>
      {alerts.isError ? (
        <Alert color="red" role="alert" title="Could not load the identity alerts">
          <Group gap="xs">
            <Text size="sm">{errorMessage(alerts.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void alerts.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      {alerts.isPending ? (
        <Text size="sm" c="dimmed" aria-busy>
          Loading the identity alerts…
        </Text>
      ) : null}
      {rows?.length === 0 && !alerts.isError ? (
        <Text size="sm" c="dimmed">
          No identity alerts on {carrier.legal_name}
          {older ? '' : ` in the last ${IDENTITY_ALERT_WINDOW_DAYS} days`}.
        </Text>
      ) : null}
      {rows?.map((alert) => (
        <AlertCard
          key={alert.id}
          alert={alert}
          carrierId={carrier.id}
          companyId={access.companyId}
          commodity={commodityName(alert.commodity_type_id)}
          onWithdraw={setWithdrawing}
        />
      ))}
      {paging.totalRecords > (rows?.length ?? 0) ? (
        <Text size="xs" c="dimmed">
          Showing the newest {rows?.length} of {paging.totalRecords} alerts.
        </Text>
      ) : null}
      <Modal
        opened={reporting}
        onClose={() => setReporting(false)}
        title={`Report an alert on ${carrier.legal_name}`}
        size="lg"
      >
        <ReportAlertForm carrier={carrier} access={access} onDone={() => setReporting(false)} />
      </Modal>
      <ConfirmDialog
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title="Withdraw your alert?"
        confirmLabel="Withdraw alert"
        danger
        errorText={errorMessage}
        onConfirm={async () => {
          if (withdrawing) await unpublish.mutateAsync({ id: withdrawing.id });
        }}
      >
        {withdrawing
          ? `Your ${(IDENTITY_ALERT_CATEGORY_LABELS[withdrawing.is_type] ?? humanize(withdrawing.is_type)).toLowerCase()} alert on ${carrier.legal_name} will no longer be shown to other brokers.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}

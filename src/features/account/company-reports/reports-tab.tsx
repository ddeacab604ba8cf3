import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, errorStatus, useCompanyReports, useRunReportAndShow, type CompanyReport } from '../../../api';
import { isReportBusy, REPORT_POLL_LIMIT_MS } from '../../../domain';
import { DataTable } from '../../../ui/data-table';
import { notify } from '../../../ui/notify';
import { myAccountParts } from '../my-account.route';
import { reportColumns } from './report-columns';

/**
 * Reports: each company report with the state of its last run. "Run" queues a new run (the server
 * answers at once and builds it in the background); while any report is queued or running the list
 * is asked again every few seconds, for at most two minutes, then the broker checks by hand. A
 * finished report downloads as CSV while its link is valid.
 */
export default function ReportsTab() {
  // When the watch began: the answer that first showed a busy report, a run, or "Check again".
  const [watchSince, setWatchSince] = useState<number | null>(null);
  // The route data's query (my-account.route.ts), which the route's loader started; polled while a run is watched.
  const reports = useCompanyReports(myAccountParts.reports(), watchSince);
  const run = useRunReportAndShow();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = reports.isError ? [] : Array.isArray(reports.data) ? reports.data : undefined;
  const busy = (rows ?? []).some((r) => isReportBusy(r.status));
  const seenAt = reports.dataUpdatedAt;
  if (busy && watchSince === null && seenAt > 0) setWatchSince(seenAt);
  if (!busy && watchSince !== null && !run.isPending) setWatchSince(null);
  // The polls stop at the first answer past the limit (reportPollDelay): that answer ends the watch.
  const watchOver = busy && watchSince !== null && seenAt - watchSince >= REPORT_POLL_LIMIT_MS;

  const start = async (report: CompanyReport) => {
    setFailure(null);
    try {
      await run.mutateAsync({ id: report.id });
      // A new watch: it starts with the answer that shows the queued run (see above).
      setWatchSince(null);
      notify('info', `${report.name} is being built. It is e-mailed to you too when it is ready.`);
    } catch (error) {
      const why = errorStatus(error) === 409 ? 'it is already being built.' : errorMessage(error);
      setFailure(`${report.name} was not run: ${why}`);
    }
  };
  const running = run.isPending ? (run.variables?.id ?? null) : null;
  // A link's expiry is judged at the time of the answer that brought it.
  const columns = reportColumns(seenAt, (r) => void start(r), running);

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        A report is built in the background from the company&apos;s data as it is now; this list follows it until it is
        ready.
      </Text>
      {failure ? (
        <Alert
          color="red"
          role="alert"
          p="xs"
          withCloseButton
          onClose={() => setFailure(null)}
          closeButtonLabel="Dismiss"
        >
          {failure}
        </Alert>
      ) : null}
      {watchOver ? (
        <Alert color="yellow" p="xs" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">Still being built after two minutes. It is e-mailed to you when it is ready.</Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                setWatchSince(Date.now());
                void reports.refetch();
              }}
            >
              Check again
            </Button>
          </Group>
        </Alert>
      ) : null}
      <DataTable
        label="Reports"
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.id)}
        state={reports}
        emptyMessage="The company has no reports."
        errorMessage={`Could not load the reports: ${errorMessage(reports.error)}`}
      />
    </Stack>
  );
}

/** Company reports (carrier-portal §7): when a run is under way, how long to poll, when a file can be fetched. */

/** How often the Reports tab asks again while a report is queued or running. */
export const REPORT_POLL_MS = 3_000;
/** How long it keeps asking after a run started (or was first seen running); then the broker refreshes by hand. */
export const REPORT_POLL_LIMIT_MS = 120_000;

/** Whether a report is being built (queued or running): running it again is refused. */
export function isReportBusy(status: string): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * The next poll of the reports list: every REPORT_POLL_MS while some report is busy and the watch
 * that began at `since` (ms) has not run out; false otherwise (nothing to wait for, or time is up).
 */
export function reportPollDelay(
  reports: readonly { status: string }[],
  since: number | null,
  now: number,
): number | false {
  if (since === null || !reports.some((r) => isReportBusy(r.status))) return false;
  return now - since < REPORT_POLL_LIMIT_MS ? REPORT_POLL_MS : false;
}

/** Whether the last run's file can still be fetched: there is a link and it has not expired. */
export function canDownload(report: { download_url: string | null; download_expires_at: string | null }, now: number) {
  if (!report.download_url) return false;
  if (report.download_expires_at === null) return true;
  const expires = Date.parse(report.download_expires_at);
  return Number.isNaN(expires) || expires > now;
}

import { describe, expect, it } from 'vitest';
import { canDownload, isReportBusy, REPORT_POLL_LIMIT_MS, REPORT_POLL_MS, reportPollDelay } from './reports';

describe('reports', () => {
  it('is busy while queued or running', () => {
    expect(['queued', 'running'].every(isReportBusy)).toBe(true);
    expect(['never_run', 'completed', 'failed'].some(isReportBusy)).toBe(false);
  });

  it('polls while a report is busy, for at most two minutes from the start of the watch', () => {
    const busy = [{ status: 'completed' }, { status: 'queued' }];
    expect(reportPollDelay(busy, 1_000, 1_000)).toBe(REPORT_POLL_MS);
    expect(reportPollDelay(busy, 1_000, 1_000 + REPORT_POLL_LIMIT_MS - 1)).toBe(REPORT_POLL_MS);
    expect(reportPollDelay(busy, 1_000, 1_000 + REPORT_POLL_LIMIT_MS)).toBe(false);
    expect(reportPollDelay([{ status: 'completed' }], 1_000, 2_000)).toBe(false);
    expect(reportPollDelay(busy, null, 2_000)).toBe(false);
  });

  it('offers the file while its link is valid', () => {
    const now = Date.parse('2026-03-17T14:00:00Z');
    expect(canDownload({ download_url: 'https://x/a.csv', download_expires_at: '2026-03-18T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(canDownload({ download_url: 'https://x/a.csv', download_expires_at: '2026-03-17T13:59:59Z' }, now)).toBe(
      false,
    );
    expect(canDownload({ download_url: 'https://x/a.csv', download_expires_at: null }, now)).toBe(true);
    expect(canDownload({ download_url: null, download_expires_at: null }, now)).toBe(false);
  });
});

import { Button, Group, Progress, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorMessage, fetchEveryPage, type PagedList } from '../../../api';
import { carrierCsvRecords, type CsvCarrier } from '../../../domain';
import { localToday } from '../../../lib/local-date';
import { notify } from '../../../ui/notify';

function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Export CSV of the current results, every page of them: the pages are fetched one after another
 * with "page 2 of 9" and a bar, Cancel stops before the next page (nothing is saved), and the file
 * is written with papaparse (loaded only then; cells that would start a spreadsheet formula are
 * escaped). Shown only to plans that can export (paywall can_export).
 */
export function ExportCsv<T extends CsvCarrier>({
  fetchPage,
  fileStem,
  lane = false,
  disabled,
}: {
  fetchPage: (page: number, signal: AbortSignal) => Promise<PagedList<T>>;
  fileStem: string;
  lane?: boolean;
  disabled: boolean;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    controller.current = new AbortController();
    const { signal } = controller.current;
    setProgress({ done: 0, total: 1 });
    try {
      const rows = await fetchEveryPage(fetchPage, signal, (done, total) => setProgress({ done, total }));
      const { unparse } = await import('papaparse');
      const today = localToday();
      const { fields, data } = carrierCsvRecords(rows, today, lane);
      const fileName = `${fileStem}-${today}.csv`;
      download(unparse({ fields, data }, { escapeFormulae: true }), fileName);
      notify('success', `${rows.length} carriers exported to ${fileName}.`, 'Export CSV');
    } catch (error) {
      if (signal.aborted) notify('info', 'The export was cancelled; no file was saved.', 'Export CSV');
      else notify('error', errorMessage(error), 'The export failed');
    } finally {
      setProgress(null);
    }
  };

  if (progress)
    return (
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
        <Text size="xs">
          Exporting page {Math.min(progress.done + 1, progress.total)} of {progress.total}
        </Text>
        <Progress value={(progress.done / progress.total) * 100} w={120} size="sm" aria-label="Export progress" />
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => controller.current?.abort()}>
          Cancel export
        </Button>
      </Group>
    );
  return (
    <Button size="xs" variant="default" onClick={() => void run()} disabled={disabled}>
      Export CSV
    </Button>
  );
}

import { Button, Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useRef, useState } from 'react';
import { runEach, type EachResult } from '../lib/run-each';

/**
 * A bulk action's state: `run` does one task per item (a few at a time), with progress after each
 * and every item's outcome at the end; `cancel` stops starting new ones. Screens show it with
 * BulkProgress while it runs and BulkResults after.
 */
export function useBulk<T, R = unknown>() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<EachResult<T, R>[] | null>(null);
  const controller = useRef<AbortController | null>(null);
  const run = async (items: readonly T[], task: (item: T) => Promise<R>, concurrency = 4) => {
    controller.current = new AbortController();
    setResults(null);
    setProgress({ done: 0, total: items.length });
    const outcome = await runEach(items, task, {
      concurrency,
      signal: controller.current.signal,
      onProgress: (done, total) => setProgress({ done, total }),
    });
    setProgress(null);
    setResults(outcome);
    return outcome;
  };
  return {
    run,
    cancel: () => controller.current?.abort(new Error('Cancelled before it started.')),
    reset: () => setResults(null),
    running: progress !== null,
    progress,
    results,
  };
}

/** "12 of 50 done" with a bar, and Stop. */
export function BulkProgress({
  done,
  total,
  action,
  onCancel,
}: {
  done: number;
  total: number;
  /** What is being done, in the present tense ("Posting loads"). */
  action: string;
  onCancel?: () => void;
}) {
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Group justify="space-between">
        <Text size="sm">
          {action}: {done} of {total} done
        </Text>
        {onCancel ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel}>
            Stop
          </Button>
        ) : null}
      </Group>
      <Progress value={total ? (done / total) * 100 : 0} size="sm" aria-label={action} />
    </Stack>
  );
}

/** One line of a bulk action's result. */
export interface BulkLine {
  key: string;
  /** The item in words ("Load 50001"). */
  label: string;
  ok: boolean;
  /** The server's reason for a failure, or what was done. */
  message?: string;
}

/** Each item's outcome: the count done and failed, then the failures first with their reasons. */
export function BulkResults({ lines, title }: { lines: readonly BulkLine[]; title: string }) {
  const failed = lines.filter((l) => !l.ok);
  const ordered = [...failed, ...lines.filter((l) => l.ok)];
  return (
    <Stack gap={6} role="status" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}: {lines.length - failed.length} done{failed.length ? `, ${failed.length} failed` : ''}
      </Text>
      <List size="sm" spacing={2} center>
        {ordered.map((line) => (
          <List.Item
            key={line.key}
            icon={
              <ThemeIcon size={16} radius="xl" color={line.ok ? 'green' : 'red'} aria-hidden>
                <Text span fz={10} c="white">
                  {line.ok ? '✓' : '✕'}
                </Text>
              </ThemeIcon>
            }
          >
            {line.label}
            {line.ok ? '' : ' — failed'}
            {line.message ? `: ${line.message}` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

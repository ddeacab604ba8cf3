import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorMessage, useBulkPostingCalls, type BoardLoad } from '../../api';
import { afterNextPaint } from '../../lib/after-paint';
import {
  BULK_POSTING_CHUNK,
  bulkPostingLines,
  inChunks,
  type PostingAction,
  type PostingChunkOutcome,
  type PostingLine,
} from '../../domain';
import { BulkProgress, BulkResults, useBulk } from '../../ui/bulk';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog';

const VERB: Record<PostingAction, string> = { Post: 'Post', Unpost: 'Unpost' };
const PROGRESS: Record<PostingAction, string> = { Post: 'Posting loads', Unpost: 'Taking loads off the board' };

/**
 * Bulk post and unpost of the ticked loads (monitoring §4): asks first, naming the loads; sends
 * them 10 at a time with progress; then lists every load's outcome, errors first, each tagged Post
 * or Unpost. The views are fetched again when anything succeeded; the loads that failed stay ticked.
 */
export function BulkPosting({
  selected,
  onUnselect,
}: {
  selected: readonly BoardLoad[];
  /** Unticks these loads: those that succeeded once a bulk action is over, or all on "Clear selection". */
  onUnselect: (succeeded: number[]) => void;
}) {
  const { send, refresh } = useBulkPostingCalls();
  const bulk = useBulk<number[], Awaited<ReturnType<typeof send>>>();
  const [asking, setAsking] = useState<PostingAction | null>(null);
  const [lines, setLines] = useState<PostingLine[] | null>(null);
  const [running, setRunning] = useState<{ action: PostingAction; total: number } | null>(null);
  // Confirmed, and its calls start once the dialog's closing has painted: no second dialog meanwhile.
  const confirmed = useRef(false);
  const ask = (action: PostingAction) => {
    if (!confirmed.current) setAsking(action);
  };

  const start = async (action: PostingAction, loads: readonly BoardLoad[]) => {
    const ids = loads.map((load) => load.id);
    setLines(null);
    setRunning({ action, total: ids.length });
    // One run at a time, so the loads done are exactly the first runs' (the progress counts loads).
    const results = await bulk.run(inChunks(ids, BULK_POSTING_CHUNK), (chunk) => send(action, chunk), 1);
    const outcomes = results.map((result): PostingChunkOutcome =>
      result.ok
        ? { load_ids: result.item, answer: result.value }
        : { load_ids: result.item, failed: errorMessage(result.error) },
    );
    const outcome = bulkPostingLines(action, outcomes);
    setRunning(null);
    setLines(outcome);
    const succeeded = outcome.filter((line) => line.ok).map((line) => line.load_id);
    if (succeeded.length > 0) await refresh();
    onUnselect(succeeded);
  };

  const doneLoads = running && bulk.progress ? Math.min(bulk.progress.done * BULK_POSTING_CHUNK, running.total) : 0;
  const count = selected.length;
  const noun = count === 1 ? 'load' : 'loads';
  // Loads are ticked, or a run is going: the line names the count and holds the actions.
  const acting = count > 0 || running !== null;

  return (
    <Stack gap={6}>
      {/* Always there, one line high: ticking the first load changes its words and buttons, and
          the board under it stays where it is, so the next click lands where the broker aims. */}
      <Group gap="xs" justify="space-between" wrap="nowrap" mih={30}>
        {/* One live region, its words changing: a screen reader hears each new count. */}
        <Text size="sm" fw={acting ? 500 : undefined} c={acting ? undefined : 'dimmed'} aria-live="polite">
          {acting ? `${count} ${noun} selected` : 'Tick loads to post or unpost several at once.'}
        </Text>
        {acting ? (
          <Group gap="xs">
            <Button size="xs" onClick={() => ask('Post')} disabled={running !== null || count === 0}>
              Post selected…
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => ask('Unpost')}
              disabled={running !== null || count === 0}
            >
              Unpost selected…
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => onUnselect(selected.map((l) => l.id))}
              disabled={running !== null}
            >
              Clear selection
            </Button>
          </Group>
        ) : null}
      </Group>
      {running ? (
        <BulkProgress done={doneLoads} total={running.total} action={PROGRESS[running.action]} onCancel={bulk.cancel} />
      ) : null}
      {lines ? (
        <Paper withBorder p="xs" radius="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <BulkResults
              title={lines[0]?.action === 'Unpost' ? 'Unpost' : 'Post'}
              lines={lines.map((line) => ({
                key: String(line.load_id),
                label: `${VERB[line.action]} load ${line.load_id}`,
                ok: line.ok,
                message: line.message,
              }))}
            />
            <CloseButton size="sm" aria-label="Dismiss the results" onClick={() => setLines(null)} />
          </Group>
        </Paper>
      ) : null}
      <LazyConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={`${asking === 'Unpost' ? 'Take' : 'Post'} ${count} ${noun}${asking === 'Unpost' ? ' off the board' : ''}?`}
        confirmLabel={`${asking ?? 'Post'} ${count} ${noun}`}
        danger={asking === 'Unpost'}
        onConfirm={async () => {
          // The dialog closes in the click's own frame; the calls start, and progress and results
          // show on the board, from the next (issue 29: drawing the progress in the click, Mantine's
          // bar and buttons, held its paint back by a frame on a phone).
          if (!asking) return;
          const [action, loads] = [asking, [...selected]];
          confirmed.current = true;
          // A page hidden before it paints sends them at once.
          afterNextPaint(
            () => {
              confirmed.current = false;
              void start(action, loads);
            },
            { evenHidden: true },
          );
        }}
        errorText={errorMessage}
      >
        {asking === 'Unpost' ? 'Carriers will no longer see these loads: ' : 'Carriers will see these loads: '}
        {selected.map((load) => load.id).join(', ')}.
      </LazyConfirmDialog>
    </Stack>
  );
}

/** Bulk post and unpost on the load board: the ids sent a call at a time, and each load's outcome. */

/** Load ids a bulk call sends at once: small enough that 50 loads show progress, well under the 100 allowed. */
export const BULK_POSTING_CHUNK = 10;

/** Which bulk action a result belongs to; its errors are tagged with it (monitoring §4, §8). */
export type PostingAction = 'Post' | 'Unpost';

/** What one bulk call answered: the server's success and error lists, or why the whole call failed. */
export type PostingChunkOutcome =
  | {
      load_ids: readonly number[];
      answer: { success: readonly number[]; errors: readonly { load_id: number; message: string }[] };
    }
  | { load_ids: readonly number[]; failed: string };

/** One load's outcome of a bulk action. */
export interface PostingLine {
  load_id: number;
  action: PostingAction;
  ok: boolean;
  message: string;
}

/** Items cut into runs of `size` (the last one shorter), in order. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += step) chunks.push(items.slice(start, start + step));
  return chunks;
}

const DONE: Record<PostingAction, string> = { Post: 'Posted', Unpost: 'Taken off the board' };

/**
 * Each load sent, in the order sent, with what became of it: an error the server named for it wins;
 * then a success; a call that failed as a whole fails each of its loads with that reason; a load
 * the answer does not mention is reported as not confirmed rather than taken for done.
 */
export function bulkPostingLines(action: PostingAction, outcomes: readonly PostingChunkOutcome[]): PostingLine[] {
  return outcomes.flatMap((outcome) =>
    outcome.load_ids.map((loadId): PostingLine => {
      if ('failed' in outcome) return { load_id: loadId, action, ok: false, message: outcome.failed };
      const error = outcome.answer.errors.find((e) => e.load_id === loadId);
      if (error) return { load_id: loadId, action, ok: false, message: error.message };
      if (outcome.answer.success.includes(loadId)) return { load_id: loadId, action, ok: true, message: DONE[action] };
      return { load_id: loadId, action, ok: false, message: 'The server did not confirm this load.' };
    }),
  );
}

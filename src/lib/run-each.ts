/** The outcome of one item of a bulk action. */
export type EachResult<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

/**
 * Runs one task per item, at most `concurrency` at a time, and reports each outcome in the items'
 * order; a failure never stops the others. Progress is told after each item; once `signal` aborts,
 * items not yet started are reported as failed with the abort reason.
 */
export async function runEach<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  options: { concurrency?: number; signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<EachResult<T, R>[]> {
  const { concurrency = 4, signal, onProgress } = options;
  const results: EachResult<T, R>[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      if (signal?.aborted) results[index] = { item, ok: false, error: signal.reason };
      else {
        try {
          results[index] = { item, ok: true, value: await task(item) };
        } catch (error) {
          results[index] = { item, ok: false, error };
        }
      }
      done += 1;
      onProgress?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

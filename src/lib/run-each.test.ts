import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runEach } from './run-each';

describe('runEach', () => {
  it('reports every item in order, failures beside successes', async () => {
    const results = await runEach([1, 2, 3, 4], async (n) => {
      if (n % 2 === 0) throw new Error(`no ${n}`);
      return n * 10;
    });
    expect(results.map((r) => (r.ok ? r.value : (r.error as Error).message))).toEqual([10, 'no 2', 30, 'no 4']);
  });

  it('never runs more than the concurrency at once, and tells progress after each item', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    await runEach(
      Array.from({ length: 9 }, (_, i) => i),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
      },
      { concurrency: 3, onProgress: (done) => progress.push(done) },
    );
    expect(most).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('after an abort, starts nothing more and reports the rest as not done', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const results = await runEach(
      [1, 2, 3, 4],
      async (n) => {
        started.push(n);
        if (n === 2) controller.abort(new Error('stopped'));
        return n;
      },
      { concurrency: 1, signal: controller.signal },
    );
    expect(started).toEqual([1, 2]);
    expect(results.map((r) => r.ok)).toEqual([true, true, false, false]);
  });

  it('has one result per item whatever fails', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean()), fc.integer({ min: 1, max: 6 }), async (fails, concurrency) => {
        const results = await runEach(
          fails,
          async (fail) => {
            if (fail) throw new Error('x');
            return true;
          },
          { concurrency },
        );
        expect(results.map((r) => r.ok)).toEqual(fails.map((f) => !f));
      }),
    );
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MAX_WAIT_MS, whenSettled } from './when-settled';

describe('whenSettled: work for after the data the screen shows first', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits until no query is fetching, then for an idle moment; runs once', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['load'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const work = vi.fn();
    whenSettled(client, work);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    answer('50001');
    // Well before the longest wait: the answer settled it.
    await vi.advanceTimersByTimeAsync(300);
    expect(work).toHaveBeenCalledTimes(1);
    void client.fetchQuery({ queryKey: ['other'], queryFn: () => Promise.resolve(1) });
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than SETTLE_MAX_WAIT_MS for a call that does not end', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) });
    const work = vi.fn();
    whenSettled(client, work);
    await vi.advanceTimersByTimeAsync(SETTLE_MAX_WAIT_MS - 100);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) with nothing fetching, and never once cancelled', async () => {
    const client = new QueryClient();
    const work = vi.fn();
    whenSettled(client, work);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenSettled(client, cancelled)();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

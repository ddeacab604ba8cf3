// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('drops calls made while one is running, and runs again once it has finished', async () => {
    let runs = 0;
    let finish = () => undefined as void;
    const { result } = renderHook(() =>
      useSingleFlight(async () => {
        runs += 1;
        await new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current();
      void result.current();
      void result.current();
    });
    expect(runs).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    act(() => void result.current());
    expect(runs).toBe(2);
  });
});

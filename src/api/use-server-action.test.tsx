import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { useServerAction } from './use-server-action';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('useServerAction', () => {
  it('runs once for a double click, and keeps a refusal’s reason until the next try', async () => {
    let refuse = (_error: unknown) => undefined as void;
    const action = vi.fn(
      (_id: number) =>
        new Promise<void>((_resolve, reject) => {
          refuse = reject;
        }),
    );
    const { result } = renderHook(() => useServerAction(action));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(7);
      void result.current.run(7);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      refuse(answered(403, { message: 'Not yours to add.' }));
      await first;
    });
    expect(result.current.failure).toBe('Not yours to add.');
    action.mockImplementation(() => Promise.resolve());
    await act(() => result.current.run(8));
    expect(action).toHaveBeenLastCalledWith(8);
    expect(result.current.failure).toBeNull();
  });
});

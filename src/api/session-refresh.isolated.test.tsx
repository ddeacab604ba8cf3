import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../lib/session-token';
import { useSessionRefresh } from './session';

const refreshJwt = vi.hoisted(() => vi.fn());
vi.mock('../../generated/identity/hooks/session/session', async (original) => ({
  ...(await original<object>()),
  refreshJwt,
}));

const NOW = Date.UTC(2026, 2, 17, 14);
const token = (expSeconds: number) => `h.${btoa(JSON.stringify({ sub: 1201, exp: expSeconds })).replace(/=+$/, '')}.s`;
const inMinutes = (minutes: number) => NOW / 1000 + minutes * 60;

describe('useSessionRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    refreshJwt.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionToken.clearAll();
  });

  it('trades the token five minutes before it expires, stores the fresh one and plans the next trade from it', async () => {
    sessionToken.set(token(inMinutes(30)));
    refreshJwt
      .mockResolvedValueOnce({ jwt: token(inMinutes(90)) })
      .mockResolvedValueOnce({ jwt: token(inMinutes(150)) });
    renderHook(() => useSessionRefresh());
    await vi.advanceTimersByTimeAsync(25 * 60_000 - 1);
    expect(refreshJwt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshJwt).toHaveBeenCalledTimes(1);
    expect(sessionToken.get()).toBe(token(inMinutes(90)));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refreshJwt).toHaveBeenCalledTimes(2);
    expect(sessionToken.get()).toBe(token(inMinutes(150)));
  });

  it('does not sign a browser back in that signed out while the trade was under way', async () => {
    sessionToken.set(token(inMinutes(3)));
    let answer: (value: { jwt: string }) => void = () => undefined;
    refreshJwt.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderHook(() => useSessionRefresh());
    await vi.advanceTimersByTimeAsync(0);
    sessionToken.clear();
    answer({ jwt: token(inMinutes(60)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionToken.get()).toBeNull();
  });

  it('asks nothing without a token, for an expired one, and after the shell is gone', async () => {
    const { unmount } = renderHook(() => useSessionRefresh());
    sessionToken.set(token(inMinutes(-1)));
    renderHook(() => useSessionRefresh());
    sessionToken.set(token(inMinutes(10)));
    const later = renderHook(() => useSessionRefresh());
    later.unmount();
    unmount();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refreshJwt).not.toHaveBeenCalled();
  });
});

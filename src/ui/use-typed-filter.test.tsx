import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_DELAY_MS, useTypedFilter } from './use-typed-filter';

/** A filter over a URL value that keeps what is searched trimmed, as the list codecs do. */
function useFilterOverUrl(initial: string) {
  const [url, setUrl] = useState(initial);
  const [typed, onType] = useTypedFilter(url, (next) => setUrl(next.trim()));
  return { typed, onType, url, setUrl };
}

describe('useTypedFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses, and the URL echoing the trimmed search keeps the space typed before the pause', () => {
    const { result } = renderHook(() => useFilterOverUrl(''));
    act(() => result.current.onType('LSL '));
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(result.current.url).toBe('LSL');
    expect(result.current.typed).toBe('LSL ');
    act(() => result.current.onType('LSL 2403'));
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(result.current.typed).toBe('LSL 2403');
    expect(result.current.url).toBe('LSL 2403');
  });

  it('what the URL says otherwise (back, Clear filters) replaces the field and drops a pending search', () => {
    const { result } = renderHook(() => useFilterOverUrl('LSL'));
    act(() => result.current.onType('LSL 9'));
    act(() => result.current.setUrl(''));
    expect(result.current.typed).toBe('');
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(result.current.url).toBe('');
  });
});

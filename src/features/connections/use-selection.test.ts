// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

describe('useSelection', () => {
  it('selects rows one by one and all at once, within the page shown', () => {
    const { result } = renderHook(({ keys, view }) => useSelection(keys, view), {
      initialProps: { keys: ['a', 'b', 'c'], view: 'tab=1' },
    });
    act(() => result.current.toggle('b', true));
    expect(result.current.keys).toEqual(['b']);
    expect(result.current.some && !result.current.all).toBe(true);
    act(() => result.current.toggleAll(true));
    expect(result.current.keys).toEqual(['a', 'b', 'c']);
    expect(result.current.all).toBe(true);
    act(() => result.current.toggle('a', false));
    expect(result.current.keys).toEqual(['b', 'c']);
  });

  it('starts empty on another view, and forgets rows that left the page', () => {
    const { result, rerender } = renderHook(({ keys, view }) => useSelection(keys, view), {
      initialProps: { keys: ['a', 'b'], view: 'tab=1' },
    });
    act(() => result.current.toggleAll(true));
    rerender({ keys: ['b'], view: 'tab=1' });
    expect(result.current.keys).toEqual(['b']);
    rerender({ keys: ['a', 'b'], view: 'tab=2' });
    expect(result.current.keys).toEqual([]);
    expect(result.current.all).toBe(false);
  });
});

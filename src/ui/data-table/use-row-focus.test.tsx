import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRowFocus } from './use-row-focus';

type Row = { id: string };
const rowsOf = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

function setup(initial: { rows: Row[]; resetKey?: unknown; keys?: Record<string, (row: Row) => void> }) {
  const scrollTo = vi.fn();
  const hook = renderHook(
    ({ rows, resetKey, keys }: typeof initial) =>
      useRowFocus<Row>({
        count: rows.length,
        rows,
        ids: rows.map((r) => r.id),
        ...('resetKey' in initial ? { resetKey } : {}),
        scrollRef: { current: null },
        scrollTo,
        scrollToTop: vi.fn(),
        keys,
      }),
    { initialProps: initial },
  );
  return { ...hook, scrollTo };
}

const press = (key: string) => {
  const target = {};
  return {
    key,
    target,
    currentTarget: target,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent<HTMLTableRowElement>;
};

describe('useRowFocus', () => {
  it('without a reset key, new rows start again at the first row (as before)', () => {
    const { result, rerender } = setup({ rows: rowsOf('a', 'b', 'c') });
    act(() => result.current.onKeyDown(press('j'), 0, { id: 'a' }));
    act(() => result.current.onKeyDown(press('j'), 1, { id: 'b' }));
    expect(result.current.active).toBe(2);
    rerender({ rows: rowsOf('a', 'b', 'c') });
    expect(result.current.active).toBe(0);
  });

  it('a refresh of the same result keeps the focused row, following it by id', () => {
    const { result, rerender } = setup({ rows: rowsOf('a', 'b', 'c'), resetKey: 'page 1' });
    act(() => result.current.onKeyDown(press('j'), 0, { id: 'a' }));
    expect(result.current.active).toBe(1);
    // A new load arrived on top: "b" is now the third row and stays the focused one.
    rerender({ rows: rowsOf('new', 'a', 'b', 'c'), resetKey: 'page 1' });
    expect(result.current.active).toBe(2);
    // "b" left the board: the focus stays at the same place.
    rerender({ rows: rowsOf('new', 'a', 'c'), resetKey: 'page 1' });
    expect(result.current.active).toBe(2);
    rerender({ rows: rowsOf('new'), resetKey: 'page 1' });
    expect(result.current.active).toBe(0);
  });

  it('scrolls the body to the top for a new result, not for the first rows after none (issue 29)', () => {
    const scrollToTop = vi.fn();
    const { rerender } = renderHook(
      ({ rows, resetKey }: { rows: Row[] | undefined; resetKey: string }) =>
        useRowFocus<Row>({
          count: rows?.length ?? 0,
          rows,
          ids: (rows ?? []).map((r) => r.id),
          resetKey,
          scrollRef: { current: null },
          scrollTo: vi.fn(),
          // A new function on each render, as the table hands it: only a new result scrolls.
          scrollToTop: () => scrollToTop(),
        }),
      { initialProps: { rows: undefined as Row[] | undefined, resetKey: 'page 1' } },
    );
    // Mounted on its skeleton, then the first page arrives: the body is at the top already.
    rerender({ rows: rowsOf('a', 'b'), resetKey: 'page 1' });
    expect(scrollToTop).not.toHaveBeenCalled();
    rerender({ rows: rowsOf('c', 'd'), resetKey: 'page 2' });
    expect(scrollToTop).toHaveBeenCalledOnce();
    // The same result drawn again (the table's next render) does not scroll it again.
    rerender({ rows: rowsOf('c', 'd'), resetKey: 'page 2' });
    expect(scrollToTop).toHaveBeenCalledOnce();
  });

  it('a new result (another key) starts at its first row', () => {
    const { result, rerender } = setup({ rows: rowsOf('a', 'b'), resetKey: 'page 1' });
    act(() => result.current.onKeyDown(press('j'), 0, { id: 'a' }));
    rerender({ rows: rowsOf('a', 'b'), resetKey: 'page 2' });
    expect(result.current.active).toBe(0);
  });

  it("runs a screen's own keys on the focused row, never in place of the built-in ones", () => {
    const post = vi.fn();
    const stolen = vi.fn();
    const { result } = setup({ rows: rowsOf('a', 'b'), keys: { p: post, j: stolen } });
    const event = press('p');
    act(() => result.current.onKeyDown(event, 1, { id: 'b' }));
    expect(post).toHaveBeenCalledWith({ id: 'b' });
    expect(event.preventDefault).toHaveBeenCalled();
    act(() => result.current.onKeyDown(press('j'), 0, { id: 'a' }));
    expect(stolen).not.toHaveBeenCalled();
    expect(result.current.active).toBe(1);
  });

  it('leaves keys with a modifier to the browser', () => {
    const post = vi.fn();
    const { result } = setup({ rows: rowsOf('a'), keys: { p: post } });
    act(() =>
      result.current.onKeyDown({ ...press('p'), ctrlKey: true } as KeyboardEvent<HTMLTableRowElement>, 0, { id: 'a' }),
    );
    expect(post).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, inIdleTurns } from './after-paint';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not before it', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    // A timeout of 0 set in the frame is due a tick later (the fake clock, like browsers, clamps it).
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const before = vi.fn();
    afterNextPaint(before)();
    const after = vi.fn();
    const cancel = afterNextPaint(after);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint, evenHidden', () => {
  const hidden = (value: boolean) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    // Back to jsdom's own (the prototype's getter).
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  it('runs the work once, after the paint, on a page in view', () => {
    const work = vi.fn();
    afterNextPaint(work, { evenHidden: true });
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    hidden(true);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work at once when the page is hidden before its next frame, and only once', () => {
    const work = vi.fn();
    afterNextPaint(work, { evenHidden: true });
    hidden(true);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work at once on a page already hidden', () => {
    hidden(true);
    const work = vi.fn();
    afterNextPaint(work, { evenHidden: true });
    expect(work).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, hidden or not', () => {
    const work = vi.fn();
    afterNextPaint(work, { evenHidden: true })();
    hidden(true);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('inIdleTurns', () => {
  it('runs the first piece at once and each next one in an idle period of its own, in order', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const done: string[] = [];
    inIdleTurns(['a', 'b', 'c'].map((name) => () => done.push(name)));
    expect(done).toEqual(['a']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(done).toEqual(['a', 'b']);
    idle.shift()!();
    expect(done).toEqual(['a', 'b', 'c']);
    expect(idle).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('waits on a timer where the browser has no idle callbacks, and does nothing with nothing to do', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: number[] = [];
    inIdleTurns([]);
    inIdleTurns([1, 2].map((n) => () => done.push(n)));
    expect(done).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(done).toEqual([1, 2]);
    vi.unstubAllGlobals();
  });
});

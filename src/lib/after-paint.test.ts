// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

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

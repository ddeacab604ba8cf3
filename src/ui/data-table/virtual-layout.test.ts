// @vitest-environment jsdom
import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeRectAfterLayout, scrollUnlessThere } from './virtual-layout';

type Instance = Virtualizer<HTMLDivElement, Element>;

describe('TanStack Virtual without forced layouts (virtual-layout.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the body's size only when the ResizeObserver reports, never as it starts", () => {
    let fire = () => undefined as void;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          fire = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = vi.fn(() => 620);
    const element = Object.defineProperties(document.createElement('div'), {
      clientHeight: { get: height },
      clientWidth: { get: () => 1200 },
    });
    const report = vi.fn();
    observeRectAfterLayout({ scrollElement: element } as Instance, report);
    expect(height).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
    fire();
    expect(report).toHaveBeenCalledWith({ width: 1200, height: 620 });
  });

  it('skips the write to the top of a body known to be there, and makes every other', () => {
    const scrollTo = vi.fn();
    const at = (scrollOffset: number | null) =>
      ({ scrollElement: { scrollTo }, scrollOffset, options: { horizontal: false } }) as unknown as Instance;
    scrollUnlessThere(0, {}, at(null));
    scrollUnlessThere(0, {}, at(0));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollUnlessThere(0, {}, at(480));
    scrollUnlessThere(260, {}, at(0));
    scrollUnlessThere(0, { adjustments: 26 }, at(0));
    expect(scrollTo.mock.calls.map(([arg]) => (arg as { top: number }).top)).toEqual([0, 260, 26]);
  });
});

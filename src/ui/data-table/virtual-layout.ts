import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/*
 * TanStack Virtual without the layouts it forces as a table mounts (issue 29). Its own observer
 * reads the scroll body's `clientHeight` as it starts, and it then scrolls the new body to its
 * first offset; each makes the browser lay the whole page out inside React's commit of the new
 * table, there and then (12-14 ms each on this machine, four times that on a phone, in the longest
 * task of a list's first render).
 */

/**
 * The scroll body's size from a ResizeObserver only: reported after the browser's own layout.
 * Until then the table assumes a body as tall as the window (`initialRect`), which draws the rows a
 * screen shows and a few more.
 */
export function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => {
    // The padding box, as the library reads it (layout is fresh inside the observer's callback).
    report({ width: element.clientWidth, height: element.clientHeight });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

// The window's height, read once and again after a resize: on a phone's viewport (a page with a
// viewport meta, as Lighthouse's mobile run has it) Chrome lays the page out to answer innerHeight,
// and the table asked at each render, inside React's work (6 ms of a 37 ms task on Home's load).
let windowHeight: number | null = null;
if (typeof window !== 'undefined') window.addEventListener('resize', () => (windowHeight = null), { passive: true });

/** Before the first report: the window's height, read once per size of the window. */
export const initialRect = (): Rect => ({ width: 0, height: (windowHeight ??= window.innerHeight) });

/**
 * Scrolls as the library does, except to the top of a body the library knows is there already
 * (no scroll seen since it mounted): the write the library makes as it starts.
 */
export function scrollUnlessThere(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  if (offset + (options.adjustments ?? 0) === 0 && (instance.scrollOffset ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}

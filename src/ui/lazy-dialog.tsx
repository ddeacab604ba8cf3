import { Suspense, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { lazyWithPreload } from './lazy-preload';

/**
 * Focus back on what opened the dialog when it first closes. Mantine's Modal remembers the focused
 * element when `opened` changes to true; a dialog whose code arrives already open never sees that
 * change, so the first time its opener is remembered here (focus is still on it while the code
 * loads) and focused again, as Mantine does, 10 ms after closing. Later openings are Mantine's.
 */
function useFirstFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    if (open) {
      if (!opener.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      return;
    }
    const element = opener.current;
    if (!element) return;
    done.current = true;
    const timer = window.setTimeout(() => element.focus({ preventScroll: true }), 10);
    return () => window.clearTimeout(timer);
  }, [open]);
}

/**
 * A dialog whose code (its form, the contract's validators, Mantine's Modal) loads when it is first
 * opened, not with the screen that offers it: the screen's first paint downloads and runs only what
 * it shows (issue 29). `isOpen` reads from its props whether it is asked for. Until then it renders
 * nothing; once opened it stays mounted, so closing it animates as before and opening it again waits
 * for nothing. `preload` fetches the code early (the button's hover or focus), so a click seldom
 * waits for it.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> & { preload: () => void } {
  const { Component: Lazy, preload } = lazyWithPreload<P>(() => load().then((Component) => ({ default: Component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    useFirstFocusReturn(open);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}

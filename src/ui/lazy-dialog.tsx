import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, the contract's validators, Mantine's Modal) loads when it is first
 * opened, not with the screen that offers it: the screen's first paint downloads and runs only what
 * it shows (issue 29). `isOpen` reads from its props whether it is asked for. Until then it renders nothing; once opened it stays mounted, so closing it
 * animates as before and opening it again waits for nothing. `preload` fetches the code early (the
 * button's hover or focus), so a click seldom waits for it.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // A failed load is forgotten: the next opening tries again (and shows the route's error if it fails).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(once);
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void once().catch(() => undefined) });
}

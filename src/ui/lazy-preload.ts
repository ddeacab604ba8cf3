import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component from a chunk of its own, and a way to fetch that chunk before it first renders (a tab
 * pointed at, a dialog's button hovered, the page settled). The chunk is asked for once; a failed
 * load is forgotten, so the next preload or render tries again.
 */
export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
} {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return { Component: lazy(once), preload: () => void once().catch(() => undefined) };
}

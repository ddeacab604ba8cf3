import { afterEach } from 'vitest';
import { fixedMediaQuery } from './media-query';

const inBrowser = typeof window !== 'undefined';

// A file in Node (the rules, the scripts) loads nothing of the DOM's: Testing Library brings React
// DOM, about a third of a second on every one of the hundred-odd Node files.
if (inBrowser) {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}

// Mantine reads these browser APIs that jsdom does not have. The screen tests run as a user who
// asked for less motion, as the e2e suite does (the theme honours it): a dialog is shown whole at
// once, not 200 ms into a transition when a test looks at it.
if (inBrowser)
  window.matchMedia ??= (query: string) => fixedMediaQuery(query, query.includes('prefers-reduced-motion: reduce'));
if (inBrowser)
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

// jsdom lays nothing out, so every element measures 0 × 0 and a virtual list (TanStack Virtual, in
// DataTable) shows no row: elements measure as on the suite's 1440 × 900 screen instead.
if (inBrowser) {
  for (const [name, size] of [
    ['offsetHeight', 900],
    ['offsetWidth', 1440],
    ['clientHeight', 900],
    ['clientWidth', 1440],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
  }
}

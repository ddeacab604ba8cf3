import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
});

// Mantine reads these browser APIs that jsdom does not have.
if (inBrowser)
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
if (inBrowser)
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

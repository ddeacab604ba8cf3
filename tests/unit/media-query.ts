/**
 * A media query list that answers `matches` and never changes: jsdom has no `matchMedia`, and
 * Mantine reads it (reduced motion, breakpoints).
 */
export function fixedMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

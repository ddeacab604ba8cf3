/**
 * Search results kept in local storage with the address they answer, so a screen opened again at
 * the same address shows them without searching again (carrier-portal §2). Cleared with the rest of
 * local storage on sign-out. What comes back is untrusted JSON: the screen checks its shape.
 */
const key = (name: string) => `broker-portal.results.${name}`;

/** The screens that keep results: Carrier Search and Lane Search Results. */
export const STORED_RESULTS = { carrierSearch: 'carrier-search', laneSearch: 'lane-search' } as const;

export const storedResults = {
  get: (name: string): { address: string; data: unknown } | null => {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(key(name)) ?? 'null');
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { address, data } = parsed as { address?: unknown; data?: unknown };
      return typeof address === 'string' ? { address, data } : null;
    } catch {
      return null;
    }
  },
  set: (name: string, address: string, data: unknown): void => {
    try {
      window.localStorage.setItem(key(name), JSON.stringify({ address, data }));
    } catch {
      // Storage full or blocked: the results are simply not restored next time.
    }
  },
  remove: (name: string): void => {
    try {
      window.localStorage.removeItem(key(name));
    } catch {
      // Nothing to do.
    }
  },
};

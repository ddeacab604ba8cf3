/**
 * The load board's filters, kept in local storage (monitoring §9) as the domain serialises them,
 * so that coming back to Exchange brings the last search back. Cleared with the rest of local
 * storage on sign-out.
 */
const KEY = 'broker-portal.load-board.filters';

export const savedLoadBoard = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set: (value: string): void => {
    try {
      window.localStorage.setItem(KEY, value);
    } catch {
      // Storage full or blocked: the board still works, it just starts afresh next time.
    }
  },
};

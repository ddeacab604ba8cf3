/**
 * The last search of a list screen (its URL query), kept in local storage per path so that coming
 * back to the list shows the same view (monitoring §2). Cleared with the rest of local storage on
 * sign-out.
 */
const key = (pathname: string) => `broker-portal.search.${pathname.replace(/\/+$/, '')}`;

export const savedSearch = {
  get: (pathname: string): string | null => {
    try {
      return window.localStorage.getItem(key(pathname));
    } catch {
      return null;
    }
  },
  set: (pathname: string, search: string): void => {
    try {
      window.localStorage.setItem(key(pathname), search.replace(/^\?/, ''));
    } catch {
      // Storage full or blocked: the list still works, it just is not restored next time.
    }
  },
};

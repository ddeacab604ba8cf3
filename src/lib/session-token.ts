/** Where the session's JWT lives between page loads. */
const KEY = 'broker-portal.jwt';

export const sessionToken = {
  get: (): string | null => window.localStorage.getItem(KEY),
  set: (jwt: string): void => window.localStorage.setItem(KEY, jwt),
  clear: (): void => window.localStorage.removeItem(KEY),
  /** Sign-out forgets everything the portal kept in this browser, not only the token. */
  clearAll: (): void => window.localStorage.clear(),
};

/** Where the session's JWT lives between page loads (the head's boot script reads it too). */
export const SESSION_TOKEN_KEY = 'broker-portal.jwt';
const KEY = SESSION_TOKEN_KEY;

export const sessionToken = {
  get: (): string | null => window.localStorage.getItem(KEY),
  set: (jwt: string): void => window.localStorage.setItem(KEY, jwt),
  clear: (): void => window.localStorage.removeItem(KEY),
  /** Sign-out forgets everything the portal kept in this browser, not only the token. */
  clearAll: (): void => window.localStorage.clear(),
};

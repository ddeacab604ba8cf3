/** Where the session's JWT lives between page loads (the head's boot script reads it too). */
export const SESSION_TOKEN_KEY = 'broker-portal.jwt';

export const sessionToken = {
  get: (): string | null => window.localStorage.getItem(SESSION_TOKEN_KEY),
  set: (jwt: string): void => window.localStorage.setItem(SESSION_TOKEN_KEY, jwt),
  clear: (): void => window.localStorage.removeItem(SESSION_TOKEN_KEY),
  /** Sign-out forgets everything the portal kept in this browser, not only the token. */
  clearAll: (): void => window.localStorage.clear(),
};

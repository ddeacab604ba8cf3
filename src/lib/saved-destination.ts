/** The in-app address a user was bounced from (to login, sign-up details, …), used once after sign-in. */
const KEY = 'broker-portal.redirect-to';

export const savedDestination = {
  get: (): string | null => window.localStorage.getItem(KEY),
  set: (path: string): void => window.localStorage.setItem(KEY, path),
  clear: (): void => window.localStorage.removeItem(KEY),
};

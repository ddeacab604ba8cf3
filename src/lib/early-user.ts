/**
 * The current user, asked before the app's code has run (README, "The frame before the code"; issue
 * 29). On a framed screen the head's boot script (scripts/boot-frame.ts) sends the current-user call
 * with the stored token while the entry downloads, and leaves the answer's promise here; the first
 * refresh of the user takes it instead of waiting for the app to start and asking then: the screen's
 * own calls, which wait for the user, leave one round trip sooner. Only a 200's body is handed over;
 * anything else is null, and the app asks again itself, so every error is handled as before.
 */

/** The window's property the boot script leaves the early answer on. */
export const EARLY_USER_PROPERTY = '__brokerPortalEarlyUser';

/**
 * The current-user call under the identity API's base URL (the contract's getCurrentUser).
 * @public (read by the build's boot script, scripts/boot-frame.ts)
 */
export const CURRENT_USER_PATH = '/api/v1/users/current';

/** What the boot script leaves on a window property: the token its call carried and the 200's body, or null. */
interface EarlyAnswer {
  token: string;
  answer: Promise<unknown>;
}

/**
 * Takes, once, the early answer the boot script left on `property`; null when there is none, when it
 * was asked with another token (signed out and in again since) or does not `match` what is wanted
 * now, or when it was taken. Early-carrier.ts takes its own the same way.
 */
export function takeEarlyAnswer<T extends EarlyAnswer>(
  property: string,
  token: string | null,
  match: (early: T) => boolean = () => true,
): Promise<unknown> | null {
  const holder = window as unknown as Record<string, T | undefined>;
  const early = holder[property];
  if (!early) return null;
  holder[property] = undefined;
  return early.token === token && match(early) ? early.answer : null;
}

/** Takes, once, the early current-user answer asked with this token (takeEarlyAnswer). */
export const takeEarlyUser = (token: string) => takeEarlyAnswer(EARLY_USER_PROPERTY, token);

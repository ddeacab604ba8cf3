/**
 * Whether a full-page redirect target is safe: an absolute https URL without credentials whose
 * origin is one of the allowed (https) origins. Anything else, `javascript:` included, is refused.
 */
export function isAllowedRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false;
  return allowedOrigins.some((origin) => URL.canParse(origin) && new URL(origin).origin === parsed.origin);
}

/** Whether a saved destination is an in-app path: one leading slash, no backslash, no control characters. */
export function isSafeInternalPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * Where to go after sign-in: the saved destination if it is a safe in-app path, else the fallback.
 * A saved value (valid or not) is used once, so clearSaved tells the caller to remove it.
 */
export function nextDestination(saved: string | null, fallback: string): { to: string; clearSaved: boolean } {
  if (saved === null || saved === '') return { to: fallback, clearSaved: false };
  return { to: isSafeInternalPath(saved) ? saved : fallback, clearSaved: true };
}

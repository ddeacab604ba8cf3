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

/** Percent-decodes each %XX byte again and again (at most 8 times), never throwing; null if still encoded after that. */
function decodedRepeatedly(path: string): string | null {
  let current = path;
  for (let round = 0; round < 8; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return null;
}

// One leading slash, not followed by a slash or a backslash; no backslash or control character anywhere.
// eslint-disable-next-line no-control-regex
const isPlainPath = (path: string) => /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);

/**
 * Whether a saved destination is an in-app path: one leading slash, no backslash, no control
 * characters, and still so once percent-decoded (`/%2F%2Fevil.example` becomes `//evil.example`
 * wherever something decodes it).
 */
export function isSafeInternalPath(path: string): boolean {
  if (!isPlainPath(path)) return false;
  // Decoded, tabs and line breaks dropped as a URL parser drops them: still one leading slash.
  const decoded = decodedRepeatedly(path)?.replace(/[\t\n\r]/g, '');
  return decoded !== undefined && /^\/(?![/\\])/.test(decoded);
}

/**
 * Where to go after sign-in: the saved destination if it is a safe in-app path, else the fallback.
 * A saved value (valid or not) is used once, so clearSaved tells the caller to remove it.
 */
export function nextDestination(saved: string | null, fallback: string): { to: string; clearSaved: boolean } {
  if (saved === null || saved === '') return { to: fallback, clearSaved: false };
  return { to: isSafeInternalPath(saved) ? saved : fallback, clearSaved: true };
}

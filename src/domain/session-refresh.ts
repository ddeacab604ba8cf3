/** How long before its expiry the portal trades a JWT for a fresh one (refreshJwt). */
export const JWT_REFRESH_LEAD_MS = 5 * 60_000;

/** The longest wait a browser timer keeps (2^31 − 1 ms, about 24.8 days); a longer one is re-planned then. */
export const MAX_TIMER_MS = 2_147_483_647;

/** The expiry of a JWT payload (its `exp`, seconds since the epoch) in milliseconds, or null when it has none. */
export function jwtExpiresAt(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const exp = (payload as { exp?: unknown }).exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
}

/**
 * How long to wait before trading the token for a fresh one: until 5 minutes before it expires (at
 * once when less is left), never beyond what a timer keeps. Null when there is nothing to refresh:
 * no expiry known, or the token has expired already (the server would answer 401; the next call's
 * 401 ends the session as usual).
 */
export function jwtRefreshDelay(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null || expiresAt <= now) return null;
  return Math.min(Math.max(0, expiresAt - JWT_REFRESH_LEAD_MS - now), MAX_TIMER_MS);
}

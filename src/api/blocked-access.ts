import { blockedAccess, type BlockedAccess } from './error-policy';
import { isHttpError } from './http-error';

type BlockedHandler = (blocked: BlockedAccess) => void;
let onBlocked: BlockedHandler = () => undefined;
let allowed: readonly string[] = [];

/** The app tells the HTTP layer how to leave for a block page or an allow-listed address. */
export function setBlockedAccessHandler(handler: BlockedHandler, allowedOrigins: readonly string[]): void {
  onBlocked = handler;
  allowed = allowedOrigins;
}

/** The block page or address a failed call leads to, if it was a 406 or 418. */
export function blockedAccessOf(error: unknown): BlockedAccess | null {
  if (!isHttpError(error) || !error.response) return null;
  return blockedAccess(error.response.status, error.response.data, allowed);
}

/** 406 (VPN or country block, or a redirect address) and 418 (pending access review) leave the screen. */
export function leaveIfBlocked(error: unknown): void {
  const blocked = blockedAccessOf(error);
  if (blocked) onBlocked(blocked);
}

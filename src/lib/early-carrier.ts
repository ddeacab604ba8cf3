/**
 * The carrier of a carrier profile, asked before the app's code has run (README, "The carrier before
 * the code"; issue 29). On a profile's address, once the early current-user answer (early-user.ts)
 * shows a user the guard lets open it (mayAskCarrierEarly), the head's boot script
 * (scripts/boot-frame.ts) sends the profile header's call with the stored token and leaves the
 * answer's promise here, and writes the carrier's name where the profile header draws it, on a phone.
 * The header's query takes the answer (once) instead of asking; the header retires the name.
 */

import { takeEarlyAnswer } from './early-user';

/** The window's property the boot script leaves the early carrier on. */
export const EARLY_CARRIER_PROPERTY = '__brokerPortalEarlyCarrier';

/** On `<html>` while the head's script's carrier heading shows (scripts/boot-frame.ts). */
export const BOOT_CARRIER_ATTRIBUTE = 'data-boot-carrier';

/**
 * The profile header's call under the monitor API's base URL, `{id}` for the carrier's id (the
 * contract's getCarrierDetail).
 * @public (read by the build's boot script, scripts/boot-frame.ts)
 */
export const CARRIER_DETAIL_PATH = '/api/v1/carriers/{id}/detail_for_highway_broker';

/**
 * Takes, once, the early answer for this carrier asked with this token (takeEarlyAnswer); null when
 * there is none, for another carrier or token, or when it was taken.
 */
export const takeEarlyCarrier = (token: string | null, id: number): Promise<unknown> | null =>
  takeEarlyAnswer<{ token: string; id: number; answer: Promise<unknown> }>(
    EARLY_CARRIER_PROPERTY,
    token,
    (early) => early.id === id,
  );

/**
 * Takes the carrier's name that the head's script wrote (outside `#root`) off the page: the profile
 * header draws its own in the same place, or the page is another one now.
 */
export function retireEarlyCarrierHeading(): void {
  document.documentElement.removeAttribute(BOOT_CARRIER_ATTRIBUTE);
}

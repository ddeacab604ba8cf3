/** The record ids the APIs use: positive whole numbers of up to ten digits, written without a leading zero. */
export const RECORD_ID_SOURCE = '[1-9]\\d{0,9}';
const ID = new RegExp(`^${RECORD_ID_SOURCE}$`);

/** Reads a record id from an address ("50001" → 50001); null when it is not exactly one (no spaces). */
export function parseId(raw: string | null | undefined): number | null {
  return raw !== null && raw !== undefined && ID.test(raw) ? Number(raw) : null;
}

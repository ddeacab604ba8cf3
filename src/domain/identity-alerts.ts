import { DAY_MS, IDENTITY_ALERT_WINDOW_DAYS } from './constants';
import { placeArea } from './place-area';

/** The nine identity alert categories (carrier-portal §9), in the spec's order. */
export const IDENTITY_ALERT_CATEGORIES = [
  'double_brokering',
  'identity_theft',
  'hostage_load',
  'stolen_assets',
  'trailer_misuse',
  'back_soliciting',
  'unresolved_insurance_claims',
  'change_in_ownership',
  'bankruptcy_filing',
] as const;

/** Each category as brokers name it. */
export const IDENTITY_ALERT_CATEGORY_LABELS: Record<(typeof IDENTITY_ALERT_CATEGORIES)[number], string> = {
  double_brokering: 'Double brokering',
  identity_theft: 'Identity theft',
  hostage_load: 'Hostage load',
  stolen_assets: 'Stolen assets',
  trailer_misuse: 'Trailer misuse',
  back_soliciting: 'Back soliciting',
  unresolved_insurance_claims: 'Unresolved insurance claims',
  change_in_ownership: 'Change in ownership',
  bankruptcy_filing: 'Bankruptcy filing',
};

/** A reported phone as the alert sends it (carrier-portal §5): trimmed, with its hyphens removed. */
export function alertPhone(raw: string): string {
  return raw.replaceAll('-', '').trim();
}

/**
 * The phone in E.164 when it can be read as one: ten digits are a North American number (+1),
 * eleven starting with 1 too; a number written with + keeps its country code. Otherwise null.
 */
export function alertPhoneE164(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (/^[2-9]\d{9}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}

/** A reported e-mail as the alert sends it: trimmed. */
export function alertEmail(raw: string): string {
  return raw.trim();
}

/** The start of the identity alert window (7 days before `now`), as the list's `q[created_at_gteq]`. */
export function identityAlertWindowStart(now: Date): string {
  return new Date(now.getTime() - IDENTITY_ALERT_WINDOW_DAYS * DAY_MS).toISOString();
}

/** Whether the signed-in user's company reported the alert (and so may withdraw it). */
export function isOwnAlert(alert: { company_id: number }, companyId: number | null): boolean {
  return companyId !== null && alert.company_id === companyId;
}

/** A place's areas as the alert's origin reads them (PlaceAreas: areas smallest first). */
export interface OriginPlace {
  area_ids: readonly number[];
  areas: readonly { id: number; is_type: string; code: string }[];
}

/**
 * The alert's origin from a chosen place: its five-zip area and that area's code as the postal
 * code; without a five-zip area, the place's area (`placeArea`) and no postal code.
 */
export function alertOrigin(place: OriginPlace): { area_id: number; postal_code: string | null } | null {
  const zip = place.areas.find((a) => a.is_type === 'five_zip');
  if (zip) return { area_id: zip.id, postal_code: zip.code };
  const area = placeArea(place);
  return area === null ? null : { area_id: area, postal_code: null };
}

import { normalisePhone } from './phone';

/** Where Home's search box sends what was typed. */
export type HomeSearch =
  | { kind: 'empty' }
  | { kind: 'carrier'; text: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'vin'; vin: string }
  /** The text is an e-mail, a phone or a VIN, and this user may not search that way. */
  | { kind: 'unavailable'; what: 'contact' | 'vehicle' };

/** What this user may search from Home besides carriers (the access rules of carrier-portal §6). */
export interface HomeSearchAccess {
  contacts: boolean;
  vehicles: boolean;
}

// A VIN: 17 characters without I, O or Q; one letter at least, since 17 digits read as a number.
const VIN = /^(?=.*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}$/;
const EMAIL_LIKE = /^[^\s@]*@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Reads what a broker pasted into Home's search box: a VIN (17 characters, letters and digits) opens
 * the vehicle; an e-mail address or domain (`dispatch@…`, `@blueridgereefer.com`) and a phone number
 * (ten digits or more, or written with +) go to Contact Search; anything else — MC 123456,
 * DOT-3184562, a CVOR or NSC number, a name — is a carrier search, parsed by Carrier Search's rules.
 * DOT and MC numbers have at most eight digits, so no identifier is read as a phone.
 */
export function classifyHomeSearch(raw: string, access: HomeSearchAccess): HomeSearch {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (VIN.test(compact))
    return access.vehicles ? { kind: 'vin', vin: compact } : { kind: 'unavailable', what: 'vehicle' };
  if (EMAIL_LIKE.test(text))
    return access.contacts ? { kind: 'email', email: text } : { kind: 'unavailable', what: 'contact' };
  const digits = text.replace(/\D/g, '');
  const phone =
    PHONE_CHARACTERS.test(text) && (digits.length >= 10 || text.startsWith('+')) ? normalisePhone(text) : null;
  if (phone !== null) return access.contacts ? { kind: 'phone', phone } : { kind: 'unavailable', what: 'contact' };
  return { kind: 'carrier', text };
}

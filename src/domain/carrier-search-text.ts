/** Identifier types a carrier search text can name with a prefix. */
export const PREFIXED_IDENTIFIER_TYPES = ['MC', 'DOT', 'MX', 'FF', 'SCAC', 'RFC'] as const;
export type PrefixedIdentifierType = (typeof PREFIXED_IDENTIFIER_TYPES)[number];
/**
 * Canadian region codes an NSC number may carry: the contract's NSC_* identifier types. Ontario and
 * Quebec are not among them, since they issue CVOR and NIR numbers instead (an `NSC_ON` filter would
 * be refused by the API).
 */
export const NSC_REGIONS = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'PE', 'SK', 'YT'] as const;
/** The identifier types a search text can name (the contract's CarrierIdentifierType). */
export type CarrierIdentifierType =
  PrefixedIdentifierType | 'CVOR' | 'NIR_QC' | 'NSC' | `NSC_${(typeof NSC_REGIONS)[number]}`;

/** What a search text means, before it becomes query params. */
export type ParsedCarrierSearch =
  | { kind: 'empty' }
  | { kind: 'numeric'; value: string }
  | { kind: 'identifier'; type: CarrierIdentifierType; value: string }
  | { kind: 'exact'; value: string }
  | { kind: 'name'; value: string };

const NUMERIC = /^\d+$/;
// The spec says each prefix allows "a hyphen or space before the digits": values are digits for all
// six types, so "MCDONALD" or "RFCONSTRUCTION" stay name searches.
const PREFIXED = /^(MC|DOT|MX|FF|SCAC|RFC)[- ]?(\d+)$/;
// SCAC codes are two to four letters and Mexican RFCs three or four letters, six digits (a date) and
// three letters or digits: the contract's own examples (SCAC BRRI) must be findable by their type.
// A hyphen or space is required before letters, so "SCACME FREIGHT" stays a name search.
const SCAC_LETTERS = /^SCAC[- ]([A-Z]{2,4})$/;
const RFC_CODE = /^RFC[- ]([A-Z]{3,4}\d{6}[A-Z0-9]{3})$/;
const CVOR = /^CVOR[- ]?([\d-]+)$/;
const NIR_QC = /^(?:NIR[- ]?)?([A-Z])[- ]?(\d{6})[- ]?(\d)$/;
const NSC = new RegExp(`^NSC[- ]?(?:(${NSC_REGIONS.join('|')})[- ]?)?(\\d+(?:[- ]\\d+)*)$`);
const DIGITS_AND_HYPHENS = /^[\d-]+$/;
const NON_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;

/** Trims and upper-cases a search text, the form every rule reads. */
export function normaliseSearchText(text: string): string {
  return text.trim().toUpperCase();
}

/** Classifies a carrier search text (carrier-portal §5) in the order the rules are listed. */
export function parseCarrierSearch(text: string): ParsedCarrierSearch {
  const t = normaliseSearchText(text);
  if (NUMERIC.test(t)) return { kind: 'numeric', value: t };
  const prefixed = PREFIXED.exec(t);
  const prefix = PREFIXED_IDENTIFIER_TYPES.find((type) => type === prefixed?.[1]);
  if (prefixed && prefix) return { kind: 'identifier', type: prefix, value: String(prefixed[2]) };
  const scac = SCAC_LETTERS.exec(t);
  if (scac) return { kind: 'identifier', type: 'SCAC', value: String(scac[1]) };
  const rfc = RFC_CODE.exec(t);
  if (rfc) return { kind: 'identifier', type: 'RFC', value: String(rfc[1]) };
  const cvor = CVOR.exec(t);
  const cvorDigits = (cvor?.[1] ?? '').replace(/-/g, '');
  if (cvorDigits !== '') return { kind: 'identifier', type: 'CVOR', value: cvorDigits };
  const nir = NIR_QC.exec(t);
  if (nir) return { kind: 'identifier', type: 'NIR_QC', value: `${nir[1]}${nir[2]}${nir[3]}` };
  const nsc = NSC.exec(t);
  if (nsc) {
    const region = NSC_REGIONS.find((code) => code === nsc[1]);
    const type = region ? (`NSC_${region}` as const) : 'NSC';
    return { kind: 'identifier', type, value: String(nsc[2]).replace(/[- ]/g, '') };
  }
  if (DIGITS_AND_HYPHENS.test(t) && /\d/.test(t)) return { kind: 'exact', value: t };
  const name = t.replace(NON_ALPHANUMERIC, '');
  return name === '' ? { kind: 'empty' } : { kind: 'name', value: name };
}

/** What a search text asks of the carrier search (`listCarriers`), as carrierSearchQuery and radiusSearchQuery build it. */
export interface CarrierTextQuery {
  'q[identifiers_value_start]'?: string;
  'q[identifiers_is_numeric_eq]'?: boolean;
  'q[identifiers_is_type_start]'?: 'NSC';
  'q[identifiers_is_type_eq]'?: CarrierIdentifierType;
  'q[identifiers_value_eq]'?: string;
  'q[legal_name_or_dba_name_start]'?: string;
  'q[legal_name_or_dba_name_cont]'?: string;
  'q[s]'?: 'legal_name asc';
}

/**
 * Turns a carrier search text into the carrier search query. Keys (Ransack):
 * - numeric: `q[identifiers_value_start]`, `q[identifiers_is_numeric_eq]=true`, `q[s]=legal_name asc`;
 * - typed identifier: `q[identifiers_value_start]` and `q[identifiers_is_type_eq]` (an NSC number without a
 *   region uses `q[identifiers_is_type_start]=NSC` so every regional NSC type matches), `q[s]=legal_name asc`;
 * - digits and hyphens: `q[identifiers_value_eq]`;
 * - name: `q[legal_name_or_dba_name_start]`; an empty text gives no filter.
 */
export function carrierSearchQuery(text: string): CarrierTextQuery {
  const parsed = parseCarrierSearch(text);
  switch (parsed.kind) {
    case 'numeric':
      return {
        'q[identifiers_value_start]': parsed.value,
        'q[identifiers_is_numeric_eq]': true,
        'q[s]': 'legal_name asc',
      };
    case 'identifier': {
      const type: CarrierTextQuery =
        parsed.type === 'NSC'
          ? { 'q[identifiers_is_type_start]': parsed.type }
          : { 'q[identifiers_is_type_eq]': parsed.type };
      return { 'q[identifiers_value_start]': parsed.value, ...type, 'q[s]': 'legal_name asc' };
    }
    case 'exact':
      return { 'q[identifiers_value_eq]': parsed.value };
    case 'name':
      return { 'q[legal_name_or_dba_name_start]': parsed.value };
    case 'empty':
      return {};
  }
}

/** The radius-search variant: digits are an identifier prefix, anything else a name-contains search. */
export function radiusSearchQuery(text: string): CarrierTextQuery {
  const parsed = parseRadiusSearch(text);
  if (parsed.kind === 'empty') return {};
  if (parsed.kind === 'identifier') return { 'q[identifiers_value_start]': parsed.value };
  return { 'q[legal_name_or_dba_name_cont]': parsed.value };
}

/** How a search around a place reads its text: nothing, the start of an identifier (digits), or part of a name. */
export type ParsedRadiusSearch = { kind: 'empty' } | { kind: 'identifier' | 'name'; value: string };

export function parseRadiusSearch(text: string): ParsedRadiusSearch {
  const t = normaliseSearchText(text);
  if (t === '') return { kind: 'empty' };
  return { kind: NUMERIC.test(t) ? 'identifier' : 'name', value: t };
}

/**
 * What the search will look for, in words, so the broker sees how the text was read (carrier-portal
 * §5): from the same parse the request is built from (parseCarrierSearch, or parseRadiusSearch
 * around a place), so the hint cannot say something the request does not do.
 */
export function describeCarrierSearch(text: string, radius: boolean): string {
  if (radius) {
    const parsed = parseRadiusSearch(text);
    if (parsed.kind === 'empty') return 'Every carrier near the place';
    return parsed.kind === 'identifier'
      ? `Identifiers starting with ${parsed.value}`
      : `Names containing “${parsed.value}”`;
  }
  const parsed = parseCarrierSearch(text);
  switch (parsed.kind) {
    case 'numeric':
      return `DOT, MC and other numbers starting with ${parsed.value}`;
    case 'identifier':
      return `${parsed.type.replace('_', ' ')} numbers starting with ${parsed.value}`;
    case 'exact':
      return `Identifiers exactly ${parsed.value}`;
    case 'name':
      return `Legal or DBA names starting with ${parsed.value}`;
    case 'empty':
      return 'Any carrier';
  }
}

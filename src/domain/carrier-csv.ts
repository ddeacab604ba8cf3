/** A carrier result row as the CSV export reads it (the contract's CarrierSearchResult, lane fields optional). */
export interface CsvCarrier {
  id: number;
  legal_name: string;
  dba_name: string | null;
  dot_number: string | null;
  mc_number: string | null;
  identifiers: readonly { is_type: string; value: string }[];
  city: string | null;
  state: string | null;
  country: string;
  power_units: number | null;
  drivers: number | null;
  safety_rating: string;
  authority_granted_on: string | null;
  is_eld_connected: boolean;
  equipment_types: readonly string[];
  rules_assessment_summary: string | null;
  subscription: object | null;
  insurance?: {
    auto_liability: number | null;
    cargo_coverage: number | null;
    general_liability: number | null;
    expires_on: string | null;
  } | null;
  origin_touches?: number;
  destination_touches?: number;
  miles_from_origin?: number | null;
  last_seen_near_origin_at?: string | null;
}

/**
 * Whole months of continuous authority from the grant date to today (both `YYYY-MM-DD`), or null
 * when either date is missing or malformed; never negative.
 */
export function authorityAgeMonths(grantedOn: string | null, today: string): number | null {
  const from = /^(\d{4})-(\d{2})-(\d{2})/.exec(grantedOn ?? '');
  const to = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!from || !to) return null;
  const [fy, fm, fd] = from.slice(1).map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(1).map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

const cell = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

const BASE_FIELDS = [
  'Carrier ID',
  'Legal name',
  'DBA name',
  'DOT',
  'MC',
  'Other identifiers',
  'City',
  'State',
  'Country',
  'Authority age (months)',
  'Power units',
  'Drivers',
  'Safety rating',
  'Auto liability (USD)',
  'Cargo coverage (USD)',
  'General liability (USD)',
  'Insurance expires',
  'ELD connected',
  'Equipment',
  'Rules assessment',
  'My carrier',
];
const LANE_FIELDS = ['Origin touches', 'Destination touches', 'Miles from origin', 'Last seen near origin'];

/**
 * The export of carrier results as CSV records: a header and one row per carrier, with the columns
 * the results show and a few more (drivers, other identifiers, the insurance amounts). Lane results
 * add what ties each carrier to the lane. Empty values are empty cells; the caller escapes formulas.
 */
export function carrierCsvRecords(
  rows: readonly CsvCarrier[],
  today: string,
  lane = false,
): { fields: string[]; data: string[][] } {
  const data = rows.map((row) => {
    const others = row.identifiers
      .filter((id) => id.is_type !== 'DOT' && id.is_type !== 'MC')
      .map((id) => `${id.is_type} ${id.value}`)
      .join('; ');
    const base = [
      row.id,
      row.legal_name,
      row.dba_name,
      row.dot_number,
      row.mc_number,
      others,
      row.city,
      row.state,
      row.country,
      authorityAgeMonths(row.authority_granted_on, today),
      row.power_units,
      row.drivers,
      row.safety_rating,
      row.insurance?.auto_liability,
      row.insurance?.cargo_coverage,
      row.insurance?.general_liability,
      row.insurance?.expires_on,
      row.is_eld_connected,
      row.equipment_types.join('; '),
      row.rules_assessment_summary,
      row.subscription !== null,
    ];
    const extra = lane
      ? [row.origin_touches, row.destination_touches, row.miles_from_origin, row.last_seen_near_origin_at]
      : [];
    return [...base, ...extra].map(cell);
  });
  return { fields: lane ? [...BASE_FIELDS, ...LANE_FIELDS] : BASE_FIELDS, data };
}

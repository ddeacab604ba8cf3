import type { EquipmentType, SafetyRating, Specialization, AuthorityType } from '../../domain';

/** Equipment as brokers name it. */
export const EQUIPMENT_LABELS: Record<EquipmentType, string> = {
  van: 'Dry van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  intermodal: 'Intermodal',
  tanker: 'Tanker',
  heavy_haul: 'Heavy haul',
  dumps: 'Dump',
  grain: 'Grain',
  car_hauler: 'Car hauler',
  pneumatic: 'Pneumatic',
  forestry: 'Forestry',
  livestock: 'Livestock',
  lowboy: 'Lowboy',
  drop_deck: 'Drop deck',
  double_drop: 'Double drop',
  cargo_vans: 'Cargo vans',
  straight_box_trucks: 'Straight box trucks',
};

export const SAFETY_LABELS: Record<SafetyRating, string> = {
  satisfactory: 'Satisfactory',
  conditional: 'Conditional',
  unsatisfactory: 'Unsatisfactory',
  unrated: 'Unrated',
};
export const SAFETY_COLORS: Record<SafetyRating, string> = {
  satisfactory: 'green',
  conditional: 'yellow',
  unsatisfactory: 'red',
  unrated: 'gray',
};

export const SPECIALIZATION_LABELS: Record<Specialization, string> = {
  hazmat: 'Hazmat',
  team_drivers: 'Team drivers',
  twic: 'TWIC card',
  tsa: 'TSA approved',
  ctpat: 'C-TPAT',
  smartway: 'SmartWay',
  food_grade: 'Food grade',
  high_value: 'High-value cargo',
  temperature_controlled: 'Temperature controlled',
  oversize: 'Oversize / overweight',
  bonded: 'Bonded',
  expedited: 'Expedited',
};

export const AUTHORITY_LABELS: Record<AuthorityType, string> = {
  common: 'Common',
  contract: 'Contract',
  broker: 'Broker',
};

/** Rules assessment summaries as the results show them. */
export const ASSESSMENT_LABELS: Record<string, { label: string; color: string }> = {
  pass: { label: 'Passing', color: 'green' },
  partial_pass: { label: 'Partial', color: 'yellow' },
  fail: { label: 'Failed', color: 'red' },
  incomplete: { label: 'Incomplete', color: 'gray' },
};

/** US states and Canadian provinces and territories, by code, for the state filters (two letters, as the API takes them). */
export const REGIONS: { group: string; items: { value: string; label: string }[] }[] = [
  {
    group: 'United States',
    items:
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
        .split(' ')
        .map((code) => ({ value: code, label: code })),
  },
  {
    group: 'Canada',
    items: 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ').map((code) => ({ value: code, label: code })),
  },
];

/** A dollar amount in short: $750k, $1M, $2.5M. */
export function shortDollars(amount: number): string {
  if (amount >= 1_000_000) return `$${Number((amount / 1_000_000).toFixed(1))}M`;
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}k`;
  return `$${amount}`;
}

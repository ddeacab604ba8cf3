import { ACTIVE_RULE_VALUE } from './constants';

/** Rule categories; rules without one are shown outside the category groups. */
export type RuleCategory = 'Authority' | 'Insurance' | 'Operations';

/** What the portal knows of a rule type: its label and category, both null when the spec gives none. */
export interface RuleInfo {
  label: string | null;
  category: RuleCategory | null;
}

/**
 * Known rule types (carrier-portal §3). The spec writes the three insurance types and one
 * unlabelled type as `{token}`; the insurance names are the monitor contract's (`RuleType`), and
 * the third unlabelled type is left to the server. Rule types come from the server, so unknown
 * ones are allowed (no label, no category).
 */
export const RULE_TABLE: Readonly<Record<string, RuleInfo>> = {
  interstate_carrier_authority_is_active: { label: 'Active interstate authority', category: 'Authority' },
  authority_age_gteq_three_months: { label: 'At least 3 months continuous authority', category: 'Authority' },
  authority_age_gteq_six_months: { label: 'At least 6 months continuous authority', category: 'Authority' },
  bipd_coverage_gteq_seven_hundred_fifty_thousand: { label: 'BIPD coverage at least $750,000', category: 'Insurance' },
  bipd_coverage_gteq_one_million: { label: 'BIPD coverage at least $1,000,000', category: 'Insurance' },
  cargo_coverage_gteq_one_hundred_thousand: { label: 'Cargo coverage at least $100,000', category: 'Insurance' },
  safety_rating_satisfactory_or_unrated: { label: 'If rated, satisfactory', category: 'Operations' },
  safer_operating_status_active: { label: 'Operating status active', category: 'Operations' },
  has_been_inspected_in_the_last_twenty_four_months: { label: 'Inspections in past 24 months', category: 'Operations' },
  no_active_oos_orders: { label: 'No active out-of-service orders', category: 'Operations' },
  has_verified_physical_location_activity: { label: null, category: null },
  has_verified_manually_entered_identifier: { label: null, category: null },
};

/** Label and category of a rule type; unknown types have neither. */
export function ruleInfo(ruleType: string): RuleInfo {
  return Object.hasOwn(RULE_TABLE, ruleType) ? (RULE_TABLE[ruleType] as RuleInfo) : { label: null, category: null };
}

/** The rule types a broker has switched on: those whose value is exactly 2. */
export function activeRuleTypes(rules: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(rules)
    .filter(([, value]) => value === ACTIVE_RULE_VALUE)
    .map(([type]) => type);
}

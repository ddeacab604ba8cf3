import { describe, it, expect } from 'vitest';
import { RULE_TABLE, activeRuleTypes, ruleInfo } from './rule-table';

describe('ruleInfo', () => {
  it.each([
    ['interstate_carrier_authority_is_active', 'Active interstate authority', 'Authority'],
    ['authority_age_gteq_three_months', 'At least 3 months continuous authority', 'Authority'],
    ['authority_age_gteq_six_months', 'At least 6 months continuous authority', 'Authority'],
    ['bipd_coverage_gteq_seven_hundred_fifty_thousand', 'BIPD coverage at least $750,000', 'Insurance'],
    ['bipd_coverage_gteq_one_million', 'BIPD coverage at least $1,000,000', 'Insurance'],
    ['cargo_coverage_gteq_one_hundred_thousand', 'Cargo coverage at least $100,000', 'Insurance'],
    ['safety_rating_satisfactory_or_unrated', 'If rated, satisfactory', 'Operations'],
    ['safer_operating_status_active', 'Operating status active', 'Operations'],
    ['has_been_inspected_in_the_last_twenty_four_months', 'Inspections in past 24 months', 'Operations'],
    ['no_active_oos_orders', 'No active out-of-service orders', 'Operations'],
    ['has_verified_physical_location_activity', null, null],
    ['has_verified_manually_entered_identifier', null, null],
  ])('%s → %s (%s)', (type, label, category) => {
    expect(ruleInfo(type)).toEqual({ label, category });
  });
  it('gives unknown and prototype names neither label nor category', () => {
    expect(ruleInfo('something_new')).toEqual({ label: null, category: null });
    expect(ruleInfo('toString')).toEqual({ label: null, category: null });
  });
  it('knows twelve types (tests/contract/rule-types.test.ts checks them against the contract)', () => {
    expect(Object.keys(RULE_TABLE)).toHaveLength(12);
  });
});

describe('activeRuleTypes', () => {
  it('keeps only the types whose value is exactly 2', () => {
    expect(activeRuleTypes({ a: 2, b: 1, c: 3, d: 0, e: 2 })).toEqual(['a', 'e']);
    expect(activeRuleTypes({})).toEqual([]);
  });
});

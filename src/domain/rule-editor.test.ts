import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RULE_THRESHOLDS,
  editorLayout,
  isRuleOn,
  ruleChanges,
  ruleLabel,
  thresholdChoice,
  valuesToSave,
  withRule,
  withThreshold,
} from './rule-editor';

const [AGE, BIPD] = RULE_THRESHOLDS as [(typeof RULE_THRESHOLDS)[number], (typeof RULE_THRESHOLDS)[number]];
const TYPES = [
  'interstate_carrier_authority_is_active',
  'authority_age_gteq_three_months',
  'authority_age_gteq_six_months',
  'bipd_coverage_gteq_seven_hundred_fifty_thousand',
  'bipd_coverage_gteq_one_million',
  'cargo_coverage_gteq_one_hundred_thousand',
  'safety_rating_satisfactory_or_unrated',
  'has_verified_physical_location_activity',
];
// Lakeshore's current set (openapi/monitor/examples/rules.yaml, rule 2102), in part.
const CURRENT = {
  interstate_carrier_authority_is_active: 2,
  authority_age_gteq_three_months: 0,
  authority_age_gteq_six_months: 2,
  bipd_coverage_gteq_seven_hundred_fifty_thousand: 2,
  bipd_coverage_gteq_one_million: 0,
  cargo_coverage_gteq_one_hundred_thousand: 2,
  safety_rating_satisfactory_or_unrated: 2,
  has_verified_physical_location_activity: 0,
};

describe('thresholds', () => {
  it('stand at their strictest step that is on', () => {
    expect(thresholdChoice(CURRENT, AGE)).toBe('authority_age_gteq_six_months');
    expect(thresholdChoice({ ...CURRENT, authority_age_gteq_three_months: 2 }, AGE)).toBe(
      'authority_age_gteq_six_months',
    );
    expect(thresholdChoice(CURRENT, BIPD)).toBe('bipd_coverage_gteq_seven_hundred_fifty_thousand');
    expect(thresholdChoice({}, BIPD)).toBeNull();
  });
  it('read only 2 as on', () => {
    expect(thresholdChoice({ bipd_coverage_gteq_one_million: 1 }, BIPD)).toBeNull();
    expect(isRuleOn({ a: 3 }, 'a')).toBe(false);
  });
  it('set one step on and the others off', () => {
    const set = withThreshold(CURRENT, BIPD, 'bipd_coverage_gteq_one_million');
    expect(set.bipd_coverage_gteq_one_million).toBe(2);
    expect(set.bipd_coverage_gteq_seven_hundred_fifty_thousand).toBe(0);
    const none = withThreshold(CURRENT, AGE, null);
    expect([none.authority_age_gteq_three_months, none.authority_age_gteq_six_months]).toEqual([0, 0]);
  });
  it('round-trip: a chosen step is the step read back', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...AGE.options.map((o) => o.type)), (choice) => {
        expect(thresholdChoice(withThreshold(CURRENT, AGE, choice), AGE)).toBe(choice);
      }),
    );
  });
});

describe('editorLayout', () => {
  it('groups thresholds and rules by category, the unlabelled ones last as Other', () => {
    expect(editorLayout(TYPES)).toEqual([
      { group: 'Authority', thresholds: [AGE], rules: ['interstate_carrier_authority_is_active'] },
      { group: 'Insurance', thresholds: [BIPD], rules: ['cargo_coverage_gteq_one_hundred_thousand'] },
      { group: 'Operations', thresholds: [], rules: ['safety_rating_satisfactory_or_unrated'] },
      { group: 'Other', thresholds: [], rules: ['has_verified_physical_location_activity'] },
    ]);
  });
  it('keeps a lone threshold step as a single rule, and unknown types under Other', () => {
    expect(editorLayout(['authority_age_gteq_six_months', 'brand_new_rule'])).toEqual([
      { group: 'Authority', thresholds: [], rules: ['authority_age_gteq_six_months'] },
      { group: 'Other', thresholds: [], rules: ['brand_new_rule'] },
    ]);
  });
});

describe('ruleChanges', () => {
  it('names each moved threshold and each switched rule, in words', () => {
    let after = withThreshold(CURRENT, BIPD, 'bipd_coverage_gteq_one_million');
    after = withRule(after, 'safety_rating_satisfactory_or_unrated', false);
    after = withRule(after, 'has_verified_physical_location_activity', true);
    expect(ruleChanges(CURRENT, after, TYPES)).toEqual([
      { key: 'bipd_coverage', label: 'Minimum BIPD coverage', from: '$750,000', to: '$1,000,000' },
      { key: 'safety_rating_satisfactory_or_unrated', label: 'If rated, satisfactory', from: 'On', to: 'Off' },
      {
        key: 'has_verified_physical_location_activity',
        label: 'Has verified physical location activity',
        from: 'Off',
        to: 'On',
      },
    ]);
  });
  it('is empty when nothing changed, even if the steps were written differently', () => {
    expect(ruleChanges(CURRENT, { ...CURRENT }, TYPES)).toEqual([]);
    // Both age steps on reads as 6 months, the same as 6 months alone.
    expect(ruleChanges(CURRENT, { ...CURRENT, authority_age_gteq_three_months: 2 }, TYPES)).toEqual([]);
  });
  it('reports a threshold going to None', () => {
    expect(ruleChanges(CURRENT, withThreshold(CURRENT, AGE, null), TYPES)).toEqual([
      { key: 'authority_age', label: 'Minimum continuous authority', from: '6 months', to: 'None' },
    ]);
  });
});

describe('valuesToSave', () => {
  it('sends every type as 2 or 0 and keeps values of types the editor does not know', () => {
    const base = { ...CURRENT, server_only_rule: 7 };
    const edited = withRule(base, 'cargo_coverage_gteq_one_hundred_thousand', false);
    const saved = valuesToSave(base, edited, TYPES);
    expect(saved.server_only_rule).toBe(7);
    expect(saved.cargo_coverage_gteq_one_hundred_thousand).toBe(0);
    for (const type of TYPES) expect([0, 2]).toContain(saved[type]);
  });
});

describe('ruleLabel', () => {
  it('uses the spec label, or the readable type name', () => {
    expect(ruleLabel('no_active_oos_orders')).toBe('No active out-of-service orders');
    expect(ruleLabel('has_verified_manually_entered_identifier')).toBe('Has verified manually entered identifier');
    expect(ruleLabel('fleet_size_gteq_five')).toBe('Fleet size at least five');
  });
});

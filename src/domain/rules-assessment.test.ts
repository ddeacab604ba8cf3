import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  assessRules,
  combineStatuses,
  isOverrideInForce,
  latestOverride,
  ruleStatus,
  type RuleOverrideInput,
  type RuleStatus,
} from './rules-assessment';

const NOW = new Date('2025-06-15T12:00:00Z');
const ov = (patch: Partial<RuleOverrideInput> = {}): RuleOverrideInput => ({
  is_type: 'no_active_oos_orders',
  is_active: true,
  expiration_date: '2080-01-01',
  updated_at: '2025-01-01T00:00:00Z',
  ...patch,
});
const fail = { is_type: 'no_active_oos_orders', result: 'fail' };

describe('latestOverride', () => {
  it('picks the latest override of the rule type by updated_at', () => {
    const older = ov({ updated_at: '2025-01-01T00:00:00Z', is_active: true });
    const newer = ov({ updated_at: '2025-02-01T00:00:00Z', is_active: false });
    const otherType = ov({ is_type: 'x', updated_at: '2026-01-01T00:00:00Z' });
    expect(latestOverride([newer, older, otherType], 'no_active_oos_orders')).toBe(newer);
    expect(latestOverride([older, newer], 'no_active_oos_orders')).toBe(newer);
    expect(latestOverride([otherType], 'no_active_oos_orders')).toBeNull();
  });
  it('lets the later entry win a tie', () => {
    const a = ov({ is_active: true });
    const b = ov({ is_active: false });
    expect(latestOverride([a, b], 'no_active_oos_orders')).toBe(b);
  });
});

describe('isOverrideInForce', () => {
  it('counts an active override with the indefinite date or none', () => {
    expect(isOverrideInForce(ov(), NOW)).toBe(true);
    expect(isOverrideInForce(ov({ expiration_date: null }), NOW)).toBe(true);
    expect(isOverrideInForce(ov({ expiration_date: '2080-01-01' }), new Date('2090-01-01T00:00:00Z'))).toBe(true);
    expect(isOverrideInForce(ov({ expiration_date: '2080-01-01T00:00:00Z' }), new Date('2090-01-01T00:00:00Z'))).toBe(
      true,
    );
  });
  it('never counts an inactive override', () => {
    expect(isOverrideInForce(ov({ is_active: false }), NOW)).toBe(false);
  });
  it('counts through the expiration day and not after', () => {
    expect(isOverrideInForce(ov({ expiration_date: '2025-06-15' }), NOW)).toBe(true);
    expect(isOverrideInForce(ov({ expiration_date: '2025-06-14' }), NOW)).toBe(false);
    expect(isOverrideInForce(ov({ expiration_date: '2025-06-16T00:00:00Z' }), NOW)).toBe(true);
    expect(isOverrideInForce(ov({ expiration_date: '2079-12-31' }), new Date('2080-01-02T00:00:00Z'))).toBe(false);
  });
});

describe('ruleStatus', () => {
  it('keeps a passing rule Pass even with an override', () => {
    expect(ruleStatus({ is_type: 'no_active_oos_orders', result: 'pass' }, [ov()], NOW)).toBe('Pass');
  });
  it('turns a failing or incomplete rule into Override when the latest override is in force', () => {
    expect(ruleStatus(fail, [ov()], NOW)).toBe('Override');
    expect(ruleStatus({ ...fail, result: 'incomplete' }, [ov()], NOW)).toBe('Override');
  });
  it('ignores an older active override when the latest one is inactive', () => {
    const overrides = [
      ov({ updated_at: '2025-01-01T00:00:00Z' }),
      ov({ updated_at: '2025-03-01T00:00:00Z', is_active: false }),
    ];
    expect(ruleStatus(fail, overrides, NOW)).toBe('Fail');
  });
  it('ignores an expired override', () => {
    expect(ruleStatus(fail, [ov({ expiration_date: '2025-01-01' })], NOW)).toBe('Fail');
  });
  it('ignores an override of another rule type', () => {
    expect(ruleStatus(fail, [ov({ is_type: 'other' })], NOW)).toBe('Fail');
  });
  it('reads incomplete and unknown results as Incomplete', () => {
    expect(ruleStatus({ ...fail, result: 'incomplete' }, [], NOW)).toBe('Incomplete');
    expect(ruleStatus({ ...fail, result: 'weird' }, [], NOW)).toBe('Incomplete');
  });
});

describe('combineStatuses', () => {
  it.each([
    [['Pass', 'Override', 'Incomplete', 'Fail'], 'Fail'],
    [['Pass', 'Override', 'Incomplete'], 'Incomplete'],
    [['Override', 'Pass'], 'Override'],
    [['Pass', 'Pass'], 'Pass'],
    [[], 'Pass'],
  ] as [RuleStatus[], RuleStatus][])('%j → %s', (statuses, expected) => {
    expect(combineStatuses(statuses)).toBe(expected);
  });
  it('does not depend on order and is the highest precedence present', () => {
    const rank: Record<RuleStatus, number> = { Fail: 0, Incomplete: 1, Override: 2, Pass: 3 };
    const status = fc.constantFrom<RuleStatus>('Pass', 'Fail', 'Incomplete', 'Override');
    fc.assert(
      fc.property(fc.array(status, { minLength: 1 }), (statuses) => {
        const best = [...statuses].sort((a, b) => rank[a] - rank[b])[0];
        expect(combineStatuses(statuses)).toBe(best);
        expect(combineStatuses([...statuses].reverse())).toBe(best);
      }),
    );
  });
});

describe('assessRules', () => {
  it('gives each rule, each category present and the whole assessment a status', () => {
    const result = assessRules(
      [
        { is_type: 'interstate_carrier_authority_is_active', result: 'pass' },
        { is_type: 'bipd_coverage_gteq_seven_hundred_fifty_thousand', result: 'incomplete' },
        { is_type: 'no_active_oos_orders', result: 'fail' },
        { is_type: 'safer_operating_status_active', result: 'pass' },
        { is_type: 'has_verified_eld_connection', result: 'pass' },
      ],
      [ov()],
      NOW,
    );
    expect(result.rules).toEqual([
      { is_type: 'interstate_carrier_authority_is_active', status: 'Pass', category: 'Authority' },
      { is_type: 'bipd_coverage_gteq_seven_hundred_fifty_thousand', status: 'Incomplete', category: 'Insurance' },
      { is_type: 'no_active_oos_orders', status: 'Override', category: 'Operations' },
      { is_type: 'safer_operating_status_active', status: 'Pass', category: 'Operations' },
      { is_type: 'has_verified_eld_connection', status: 'Pass', category: null },
    ]);
    expect(result.categories).toEqual({ Authority: 'Pass', Insurance: 'Incomplete', Operations: 'Override' });
    expect(result.overall).toBe('Incomplete');
  });
  it('leaves out categories without rules', () => {
    expect(assessRules([], [], NOW)).toEqual({ rules: [], categories: {}, overall: 'Pass' });
  });
});

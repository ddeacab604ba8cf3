import { describe, expect, it } from 'vitest';
import {
  coverageMinimums,
  limitCheck,
  policiesByCoverage,
  policyStanding,
  type PolicyInput,
} from './insurance-coverage';

const TODAY = '2026-03-17';
const policy = (over: Partial<PolicyInput>): PolicyInput => ({
  id: 1,
  coverage_type: 'bipd',
  coverage_amount: 1_000_000,
  status: 'active',
  effective_date: '2025-09-01',
  cancellation_date: null,
  ...over,
});

describe('coverageMinimums', () => {
  it('takes the broker’s coverage rules, the highest minimum per type, and ignores other rules', () => {
    expect(
      coverageMinimums([
        'bipd_coverage_gteq_seven_hundred_fifty_thousand',
        'bipd_coverage_gteq_one_million',
        'cargo_coverage_gteq_one_hundred_thousand',
        'no_active_oos_orders',
        'toString',
      ]),
    ).toEqual({ bipd: 1_000_000, cargo: 100_000 });
    expect(coverageMinimums([])).toEqual({});
  });
});

describe('policyStanding', () => {
  it('reads an active policy as in force, or with a cancellation filed for a later day', () => {
    expect(policyStanding(policy({}), [], TODAY)).toBe('in_force');
    expect(policyStanding(policy({ cancellation_date: '2026-03-31' }), [], TODAY)).toBe('cancellation_filed');
    expect(policyStanding(policy({ cancellation_date: '2026-03-17' }), [], TODAY)).toBe('cancelled');
  });

  it('calls a cancelled policy replaced only when another of its type is in force', () => {
    const old = policy({ id: 2, status: 'cancelled', cancellation_date: '2026-03-01' });
    const renewed = policy({ id: 3, effective_date: '2026-03-01' });
    const pending = policy({ id: 4, status: 'pending', effective_date: '2026-04-01' });
    const cargo = policy({ id: 5, coverage_type: 'cargo' });
    expect(policyStanding(old, [old, renewed], TODAY)).toBe('replaced');
    expect(policyStanding(old, [old, pending, cargo], TODAY)).toBe('cancelled');
    expect(policyStanding(pending, [old, pending], TODAY)).toBe('pending');
  });

  it('never reads an unknown status as in force', () => {
    expect(policyStanding(policy({ status: 'suspended' }), [], TODAY)).toBe('unknown');
  });
});

describe('limitCheck', () => {
  it('compares the limit with the rule of its type', () => {
    const minimums = { bipd: 1_000_000, cargo: 100_000 };
    expect(limitCheck(policy({}), minimums)).toBe('meets');
    expect(limitCheck(policy({ coverage_amount: 750_000 }), minimums)).toBe('below');
    expect(limitCheck(policy({ coverage_type: 'cargo', coverage_amount: 75_000 }), minimums)).toBe('below');
    expect(limitCheck(policy({ coverage_type: 'bond' }), minimums)).toBe('no_rule');
  });
});

describe('policiesByCoverage', () => {
  it('groups BIPD first, then cargo, the others after; active before pending before cancelled', () => {
    const groups = policiesByCoverage([
      policy({ id: 1, coverage_type: 'cargo' }),
      policy({ id: 2, status: 'cancelled', effective_date: '2024-01-01' }),
      policy({ id: 3, coverage_type: 'trailer_interchange' }),
      policy({ id: 4, status: 'pending', effective_date: '2026-04-01' }),
      policy({ id: 5 }),
    ]);
    expect(groups.map((g) => [g.coverage, g.policies.map((p) => p.id)])).toEqual([
      ['bipd', [5, 4, 2]],
      ['cargo', [1]],
      ['trailer_interchange', [3]],
    ]);
  });
});

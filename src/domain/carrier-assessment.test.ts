import { describe, expect, it } from 'vitest';
import { assessCarrier } from './carrier-assessment';

const NOW = new Date('2026-03-17T14:00:00Z');
const override = (is_type: string, is_active: boolean, expiration_date = '2080-01-01') => ({
  is_type,
  is_active,
  expiration_date,
  updated_at: '2026-03-10T00:00:00Z',
});

describe('assessCarrier', () => {
  const results = [
    { is_type: 'interstate_carrier_authority_is_active', result: 'pass' },
    { is_type: 'authority_age_gteq_six_months', result: 'override' },
    { is_type: 'cargo_coverage_gteq_one_hundred_thousand', result: 'fail' },
  ];
  it('keeps a server override as Override while its latest override is in force', () => {
    const assessed = assessCarrier(results, [override('authority_age_gteq_six_months', true)], NOW);
    expect(assessed.rules.map((r) => r.status)).toEqual(['Pass', 'Override', 'Fail']);
    expect(assessed.categories).toEqual({ Authority: 'Override', Insurance: 'Fail' });
    expect(assessed.overall).toBe('Fail');
  });
  it('reads a server override as Fail once its override is off or expired', () => {
    expect(assessCarrier(results, [override('authority_age_gteq_six_months', false)], NOW).rules[1]?.status).toBe(
      'Fail',
    );
    expect(
      assessCarrier(results, [override('authority_age_gteq_six_months', true, '2026-03-16')], NOW).rules[1]?.status,
    ).toBe('Fail');
  });
  it('turns a failed rule into Override when an override is made, and the whole into Override', () => {
    const assessed = assessCarrier(
      results,
      [override('authority_age_gteq_six_months', true), override('cargo_coverage_gteq_one_hundred_thousand', true)],
      NOW,
    );
    expect(assessed.overall).toBe('Override');
  });
});

import { describe, expect, it } from 'vitest';
import { isIndefinite, overrideExpiration } from './override-form';

describe('overrideExpiration', () => {
  const today = '2026-03-17';
  it('sends 2080-01-01 for no expiry', () => {
    expect(overrideExpiration('indefinite', '', today)).toEqual({ date: '2080-01-01' });
  });
  it('sends the chosen day from today on', () => {
    expect(overrideExpiration('until', '2026-06-30', today)).toEqual({ date: '2026-06-30' });
    expect(overrideExpiration('until', today, today)).toEqual({ date: today });
  });
  it('refuses a missing, past or never-ending day', () => {
    expect(overrideExpiration('until', '', today)).toEqual({ problem: 'Choose the last day the override counts.' });
    expect(overrideExpiration('until', '2026-03-16', today)).toEqual({
      problem: 'The last day cannot be in the past.',
    });
    expect(overrideExpiration('until', '2080-01-01', today)).toHaveProperty('problem');
  });
});

describe('isIndefinite', () => {
  it('reads 2080-01-01 and none as never', () => {
    expect(isIndefinite('2080-01-01')).toBe(true);
    expect(isIndefinite('2080-01-01T00:00:00Z')).toBe(true);
    expect(isIndefinite(null)).toBe(true);
    expect(isIndefinite('2026-06-30')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASICS, basicStanding, interventionThreshold, isAboveNationalAverage } from './basic-thresholds';

describe('interventionThreshold', () => {
  it.each([
    ['general', 65, 80],
    ['hazmat', 60, 75],
    ['passenger', 50, 65],
  ])('%s carriers: 65-group BASICs at %i, 80-group at %i, HM Compliance at 80', (kind, low, high) => {
    for (const basic of ['unsafe_driving', 'hos_compliance', 'crash_indicator'] as const)
      expect(interventionThreshold(basic, kind)).toBe(low);
    for (const basic of ['driver_fitness', 'controlled_substances', 'vehicle_maintenance'] as const)
      expect(interventionThreshold(basic, kind)).toBe(high);
    expect(interventionThreshold('hazmat', kind)).toBe(80);
  });

  it('reads an unknown kind as general', () => {
    expect(interventionThreshold('unsafe_driving', 'school_bus')).toBe(65);
  });
});

describe('basicStanding', () => {
  it('says a BASIC without a percentile is not scored, never a failure', () => {
    expect(basicStanding('vehicle_maintenance', null, 'general')).toEqual({ state: 'not_scored', threshold: 80 });
  });

  it('puts a percentile at the threshold in alert, and one just under it below', () => {
    expect(basicStanding('unsafe_driving', 65, 'general').state).toBe('alert');
    expect(basicStanding('unsafe_driving', 64.9, 'general').state).toBe('below');
    expect(basicStanding('unsafe_driving', 60, 'hazmat').state).toBe('alert');
    expect(basicStanding('unsafe_driving', 55, 'passenger').state).toBe('alert');
  });

  it('is in alert exactly when the percentile reaches the threshold of its kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BASICS),
        fc.constantFrom('general', 'hazmat', 'passenger'),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (basic, kind, percentile) => {
          const standing = basicStanding(basic, percentile, kind);
          expect(standing.state === 'alert').toBe(percentile >= interventionThreshold(basic, kind));
        },
      ),
    );
  });
});

describe('isAboveNationalAverage', () => {
  it('compares a rate with its national average, and has no answer without a rate', () => {
    expect(isAboveNationalAverage(100, 22.26)).toBe(true);
    expect(isAboveNationalAverage(7.1, 22.26)).toBe(false);
    expect(isAboveNationalAverage(null, 4.44)).toBeNull();
  });
});

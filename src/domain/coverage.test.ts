import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LIABILITY_STEPS, cargoCoverageForSlider, sliderForCargoCoverage, snapLiability } from './coverage';

describe('cargoCoverageForSlider', () => {
  it.each([
    [0, 0],
    [50, 100_000],
    [100, 200_000],
    [150, 250_000],
    [200, 500_000],
    [250, 1_000_000],
  ])('maps stop %i to %i', (stop, value) => {
    expect(cargoCoverageForSlider(stop)).toBe(value);
  });
  it('uses the stop at or below a position between stops', () => {
    expect(cargoCoverageForSlider(49)).toBe(0);
    expect(cargoCoverageForSlider(149)).toBe(200_000);
    expect(cargoCoverageForSlider(300)).toBe(1_000_000);
    expect(cargoCoverageForSlider(-5)).toBe(0);
  });
  it('round-trips every stop', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 50, 100, 150, 200, 250), (stop) => {
        expect(sliderForCargoCoverage(cargoCoverageForSlider(stop))).toBe(stop);
      }),
    );
  });
  it('is monotonic', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 300 }), fc.integer({ min: 0, max: 50 }), (p, d) => {
        expect(cargoCoverageForSlider(p + d)).toBeGreaterThanOrEqual(cargoCoverageForSlider(p));
      }),
    );
  });
});

describe('sliderForCargoCoverage', () => {
  it('finds the stop at or below a coverage', () => {
    expect(sliderForCargoCoverage(0)).toBe(0);
    expect(sliderForCargoCoverage(99_999)).toBe(0);
    expect(sliderForCargoCoverage(100_000)).toBe(50);
    expect(sliderForCargoCoverage(250_001)).toBe(150);
    expect(sliderForCargoCoverage(2_000_000)).toBe(250);
    expect(sliderForCargoCoverage(-1)).toBe(0);
  });
});

describe('snapLiability', () => {
  it('offers 0 to 5M in 1M steps', () => {
    expect(LIABILITY_STEPS).toEqual([0, 1e6, 2e6, 3e6, 4e6, 5e6]);
  });
  it('snaps to the nearest step inside 0–5M', () => {
    expect(snapLiability(1_499_999)).toBe(1e6);
    expect(snapLiability(1_500_000)).toBe(2e6);
    expect(snapLiability(5e6)).toBe(5e6);
    expect(snapLiability(9e6)).toBe(5e6);
    expect(snapLiability(-3e6)).toBe(0);
    expect(snapLiability(Number.NaN)).toBe(0);
    expect(snapLiability(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('always lands on a step', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        expect(LIABILITY_STEPS).toContain(snapLiability(amount));
      }),
    );
  });
});

import { CARGO_COVERAGE_VALUES, COVERAGE_SLIDER_STOPS, LIABILITY_MAX, LIABILITY_STEP } from './constants';

/** Cargo coverage for a slider position: the value of the highest stop at or below it (0 below the first). */
export function cargoCoverageForSlider(position: number): number {
  let value = 0;
  COVERAGE_SLIDER_STOPS.forEach((stop, index) => {
    if (position >= stop) value = CARGO_COVERAGE_VALUES[index] ?? value;
  });
  return value;
}

/** Slider position for a cargo coverage: the highest stop whose value is at or below it. */
export function sliderForCargoCoverage(coverage: number): number {
  let position = 0;
  CARGO_COVERAGE_VALUES.forEach((value, index) => {
    if (coverage >= value) position = COVERAGE_SLIDER_STOPS[index] ?? position;
  });
  return position;
}

/** Snaps a liability amount to the 0–5M range in 1M steps (nearest step; garbage becomes 0). */
export function snapLiability(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const stepped = Math.round(amount / LIABILITY_STEP) * LIABILITY_STEP;
  return Math.min(LIABILITY_MAX, Math.max(0, stepped));
}

/** The liability amounts a range slider offers: 0, 1M, … 5M. */
export const LIABILITY_STEPS: readonly number[] = Array.from(
  { length: LIABILITY_MAX / LIABILITY_STEP + 1 },
  (_, index) => index * LIABILITY_STEP,
);

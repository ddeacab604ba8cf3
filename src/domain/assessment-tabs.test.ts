import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ASSESSMENT_TABS,
  assessmentTabQuery,
  bucketToTab,
  isAssessmentTab,
  statusToBucket,
  summaryFilterToBucket,
  tabToBucket,
  tabToSummaryFilter,
} from './assessment-tabs';

describe('assessment tabs', () => {
  it.each([
    ['passing', 'passing', 'pass'],
    ['partially-passing', 'partially_passing', 'partial_pass'],
    ['failed', 'failed', 'fail'],
    ['incomplete', 'incomplete', 'incomplete'],
  ] as const)('%s ↔ bucket %s ↔ filter %s', (tab, bucket, filter) => {
    expect(tabToBucket(tab)).toBe(bucket);
    expect(bucketToTab(bucket)).toBe(tab);
    expect(tabToSummaryFilter(tab)).toBe(filter);
    expect(summaryFilterToBucket(filter)).toBe(bucket);
    expect(assessmentTabQuery(tab)).toEqual({ rules_assessment_eq: filter });
  });
  it('round-trips tab → bucket → tab', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSESSMENT_TABS), (tab) => {
        expect(bucketToTab(tabToBucket(tab))).toBe(tab);
      }),
    );
  });
  it('recognises tabs', () => {
    expect(isAssessmentTab('partially-passing')).toBe(true);
    expect(isAssessmentTab('partially_passing')).toBe(false);
  });
  it('buckets overall statuses, Override as partially passing', () => {
    expect(statusToBucket('Pass')).toBe('passing');
    expect(statusToBucket('Override')).toBe('partially_passing');
    expect(statusToBucket('Fail')).toBe('failed');
    expect(statusToBucket('Incomplete')).toBe('incomplete');
  });
});

import type { RuleStatus } from './rules-assessment';

/** The assessment tabs of the carrier lists (URL form). */
export const ASSESSMENT_TABS = ['passing', 'partially-passing', 'failed', 'incomplete'] as const;
export type AssessmentTab = (typeof ASSESSMENT_TABS)[number];
/** Assessment buckets as the assessment summary names them. */
export type AssessmentBucket = 'passing' | 'partially_passing' | 'failed' | 'incomplete';
/** Summary list filters the subscriptions call takes as rules_assessment_eq. */
export type SummaryFilter = 'pass' | 'partial_pass' | 'fail' | 'incomplete';

const TABS: Record<AssessmentTab, { bucket: AssessmentBucket; filter: SummaryFilter }> = {
  passing: { bucket: 'passing', filter: 'pass' },
  'partially-passing': { bucket: 'partially_passing', filter: 'partial_pass' },
  failed: { bucket: 'failed', filter: 'fail' },
  incomplete: { bucket: 'incomplete', filter: 'incomplete' },
};

/** Whether a string is an assessment tab. */
export function isAssessmentTab(value: string): value is AssessmentTab {
  return (ASSESSMENT_TABS as readonly string[]).includes(value);
}

/**
 * The bucket a tab shows.
 * @internal the list screens go the other way (bucketToTab); kept with its tests as the pair's inverse.
 */
export function tabToBucket(tab: AssessmentTab): AssessmentBucket {
  return TABS[tab].bucket;
}

/** The tab that shows a bucket. */
export function bucketToTab(bucket: AssessmentBucket): AssessmentTab {
  const tabs: Record<AssessmentBucket, AssessmentTab> = {
    passing: 'passing',
    partially_passing: 'partially-passing',
    failed: 'failed',
    incomplete: 'incomplete',
  };
  return tabs[bucket];
}

/** The summary filter a tab sends. */
export function tabToSummaryFilter(tab: AssessmentTab): SummaryFilter {
  return TABS[tab].filter;
}

/** The bucket a summary filter selects. */
export function summaryFilterToBucket(filter: SummaryFilter): AssessmentBucket {
  const buckets: Record<SummaryFilter, AssessmentBucket> = {
    pass: 'passing',
    partial_pass: 'partially_passing',
    fail: 'failed',
    incomplete: 'incomplete',
  };
  return buckets[filter];
}

/**
 * The bucket of an overall status. Override counts as partially passing: the carrier passes only
 * because the broker overrode a rule.
 * @internal the profile header's assessment words (issue 16) read it; on this branch only its tests do.
 */
export function statusToBucket(status: RuleStatus): AssessmentBucket {
  const buckets: Record<RuleStatus, AssessmentBucket> = {
    Pass: 'passing',
    Override: 'partially_passing',
    Fail: 'failed',
    Incomplete: 'incomplete',
  };
  return buckets[status];
}

/** The subscriptions/for_broker_portal query of an assessment tab. */
export function assessmentTabQuery(tab: AssessmentTab): { rules_assessment_eq: SummaryFilter } {
  return { rules_assessment_eq: tabToSummaryFilter(tab) };
}

import { bucketToTab, summaryFilterToBucket, type CarrierListTab, type SummaryFilter } from '../../domain';

/** The tabs in words. */
export const TAB_LABELS: Record<CarrierListTab, string> = {
  'my-carriers': 'My carriers',
  'in-progress': 'In progress',
  'on-hold': 'On hold',
  'do-not-dispatch': 'Do not dispatch',
  dismissed: 'Dismissed',
  passing: 'Passing',
  'partially-passing': 'Partially passing',
  failed: 'Failed',
  incomplete: 'Incomplete',
};

/** What an empty tab says. */
export const TAB_EMPTY: Record<CarrierListTab, string> = {
  'my-carriers': 'No onboarded carriers yet.',
  'in-progress': 'No carrier is onboarding right now.',
  'on-hold': 'No carrier is on hold.',
  'do-not-dispatch': 'No carrier is on do-not-dispatch.',
  dismissed: 'No dismissed carriers.',
  passing: 'None of my carriers passes every rule.',
  'partially-passing': 'None of my carriers passes only through overrides.',
  failed: 'None of my carriers fails a rule.',
  incomplete: 'No carrier of mine has an incomplete assessment.',
};

/** A connection status in words and colour; a status the portal does not know passes through as it is. */
export function connectionStatusBadge(status: string): { label: string; color: string } {
  const known: Record<string, { label: string; color: string }> = {
    onboarded: { label: 'Onboarded', color: 'green' },
    needs_to_onboard: { label: 'Needs to onboard', color: 'blue' },
    do_not_dispatch: { label: 'Do not dispatch', color: 'red' },
  };
  return known[status] ?? { label: status.replace(/_/g, ' '), color: 'gray' };
}

const SUMMARY_COLORS: Record<SummaryFilter, string> = {
  pass: 'green',
  partial_pass: 'yellow',
  fail: 'red',
  incomplete: 'gray',
};

/**
 * A rules assessment summary in the words of the assessment tab that lists it, and a colour (null:
 * the broker has no rules to assess against; an unknown summary passes through as it is).
 */
export function assessmentBadge(summary: string | null): { label: string; color: string } {
  if (summary === null) return { label: 'Not assessed', color: 'gray' };
  if (!Object.hasOwn(SUMMARY_COLORS, summary)) return { label: summary, color: 'gray' };
  const known = summary as SummaryFilter;
  return { label: TAB_LABELS[bucketToTab(summaryFilterToBucket(known))], color: SUMMARY_COLORS[known] };
}

import { HOUR_MS, POSTING_BUCKET_HOURS } from './constants';

/** Posting-age buckets of the load board. */
export const POSTING_AGES = ['8hr', '12hr', '24hr', '72hr', '>72hr'] as const;
export type PostingAge = (typeof POSTING_AGES)[number];

/**
 * The posting-age bucket of a load last posted at `lastPostedAt`. Each bucket includes its upper
 * bound: exactly 8 hours is 8hr, just over is 12hr; over 72 hours is >72hr. A time in the future
 * counts as just posted; an unreadable time has no bucket.
 */
export function postingAge(lastPostedAt: string, now: Date): PostingAge | null {
  const posted = Date.parse(lastPostedAt);
  if (Number.isNaN(posted)) return null;
  const ageMs = now.getTime() - posted;
  // The bucket index is the number of bucket bounds the age is past.
  const passed = POSTING_BUCKET_HOURS.filter((hours) => ageMs > hours * HOUR_MS).length;
  return POSTING_AGES[passed] as PostingAge;
}

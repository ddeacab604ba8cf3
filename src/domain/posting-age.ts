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

const MINUTE_MS = 60_000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago a load was last posted, in words: "just now" under a minute (or a time in the
 * future), then whole minutes, hours under a day, and days; null for an unreadable time.
 */
export function postedAgo(lastPostedAt: string, now: Date): string | null {
  const posted = Date.parse(lastPostedAt);
  if (Number.isNaN(posted)) return null;
  const ageMs = now.getTime() - posted;
  if (ageMs < MINUTE_MS) return 'just now';
  if (ageMs < HOUR_MS) return plural(Math.floor(ageMs / MINUTE_MS), 'minute');
  if (ageMs < 24 * HOUR_MS) return plural(Math.floor(ageMs / HOUR_MS), 'hour');
  return plural(Math.floor(ageMs / (24 * HOUR_MS)), 'day');
}

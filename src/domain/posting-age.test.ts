import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { POSTING_AGES, postedAgo, postingAge } from './posting-age';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const H = 3_600_000;

describe('postingAge', () => {
  it.each([
    [0, '8hr'],
    [8 * H, '8hr'],
    [8 * H + 1, '12hr'],
    [12 * H, '12hr'],
    [12 * H + 1, '24hr'],
    [24 * H, '24hr'],
    [24 * H + 1, '72hr'],
    [72 * H, '72hr'],
    [72 * H + 1, '>72hr'],
    [1000 * H, '>72hr'],
    [-5 * H, '8hr'],
  ])('%i ms ago → %s', (ms, bucket) => {
    expect(postingAge(ago(ms), NOW)).toBe(bucket);
  });
  it('has no bucket for an unreadable time', () => {
    expect(postingAge('yesterday-ish', NOW)).toBeNull();
  });
  it('never puts an older posting in a younger bucket', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * H }), fc.integer({ min: 0, max: 50 * H }), (a, d) => {
        const younger = POSTING_AGES.indexOf(postingAge(ago(a), NOW) ?? '8hr');
        const older = POSTING_AGES.indexOf(postingAge(ago(a + d), NOW) ?? '8hr');
        expect(older).toBeGreaterThanOrEqual(younger);
      }),
    );
  });
});

describe('postedAgo', () => {
  it.each([
    [-5 * H, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [H, '1 hour ago'],
    [6 * H + 59 * 60_000, '6 hours ago'],
    [24 * H - 1, '23 hours ago'],
    [24 * H, '1 day ago'],
    [95 * H, '3 days ago'],
  ])('%i ms ago → %s', (ms, words) => {
    expect(postedAgo(ago(ms), NOW)).toBe(words);
  });
  it('has no words for an unreadable time', () => {
    expect(postedAgo('soon', NOW)).toBeNull();
  });
});

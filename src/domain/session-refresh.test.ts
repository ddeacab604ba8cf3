import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JWT_REFRESH_LEAD_MS, MAX_TIMER_MS, jwtExpiresAt, jwtRefreshDelay } from './session-refresh';

const NOW = Date.UTC(2026, 2, 17, 14);

describe('jwtExpiresAt', () => {
  it("reads the payload's exp in seconds as milliseconds", () => {
    expect(jwtExpiresAt({ sub: 1201, exp: 1795086400 })).toBe(1795086400000);
  });
  it('is null without a usable exp', () => {
    for (const payload of [null, 'x', 42, {}, { exp: '1795086400' }, { exp: Number.NaN }, { exp: -5 }, { exp: 0 }])
      expect(jwtExpiresAt(payload)).toBeNull();
  });
});

describe('jwtRefreshDelay', () => {
  it('waits until five minutes before the expiry', () => {
    expect(jwtRefreshDelay(NOW + 60 * 60_000, NOW)).toBe(55 * 60_000);
  });
  it('refreshes at once when less than five minutes are left', () => {
    expect(jwtRefreshDelay(NOW + 60_000, NOW)).toBe(0);
  });
  it('does not refresh an expired token or one without expiry', () => {
    expect(jwtRefreshDelay(NOW, NOW)).toBeNull();
    expect(jwtRefreshDelay(NOW - 1, NOW)).toBeNull();
    expect(jwtRefreshDelay(null, NOW)).toBeNull();
  });
  it('never waits past what a timer keeps', () => {
    expect(jwtRefreshDelay(NOW + 365 * 86_400_000, NOW)).toBe(MAX_TIMER_MS);
  });
  it('is, for any live token, a wait a timer keeps that ends no later than the lead before expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 365 * 86_400_000 }), (left) => {
        const delay = jwtRefreshDelay(NOW + left, NOW);
        expect(delay).not.toBeNull();
        expect(delay!).toBeGreaterThanOrEqual(0);
        expect(delay!).toBeLessThanOrEqual(MAX_TIMER_MS);
        expect(NOW + delay!).toBeLessThanOrEqual(Math.max(NOW, NOW + left - JWT_REFRESH_LEAD_MS));
      }),
    );
  });
});

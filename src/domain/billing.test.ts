import { describe, expect, it } from 'vitest';
import { afterBillingChange, companyStatusLabel, plansFor, searchUsage, unlocksLost, type PlanFacts } from './billing';

const all = {
  can_connect: true,
  can_rule: true,
  can_lane_search: true,
  can_view_insights: true,
  can_export: true,
  can_api: true,
};
const plan = (id: string, cents: number, patch: Partial<PlanFacts> = {}): PlanFacts => ({
  id,
  name: id,
  monthly_price_cents: cents,
  is_watchdog: false,
  unlocks: all,
  ...patch,
});

describe('plansFor', () => {
  it('offers the plans of the brand, cheapest first', () => {
    const plans = [plan('pro', 69900), plan('starter', 29900), plan('watchdog', 4900, { is_watchdog: true })];
    expect(plansFor(plans, false).map((p) => p.id)).toEqual(['starter', 'pro']);
    expect(plansFor(plans, true).map((p) => p.id)).toEqual(['watchdog']);
  });
});

describe('unlocksLost', () => {
  it('names what a cheaper plan takes away, nothing for an upgrade or a first plan', () => {
    const starter = plan('starter', 29900, { unlocks: { ...all, can_rule: false, can_api: false } });
    const pro = plan('pro', 69900);
    expect(unlocksLost(pro, starter)).toEqual(['Rules', 'API']);
    expect(unlocksLost(starter, pro)).toEqual([]);
    expect(unlocksLost(null, starter)).toEqual([]);
  });
});

describe('searchUsage', () => {
  it('reads the limit and the count of the paywall', () => {
    expect(searchUsage({ limits: { carrier_searches: 500 }, usage: { carrier_searches_count: 137 } })).toEqual({
      used: 137,
      limit: 500,
      share: 0.274,
      reached: false,
    });
    expect(searchUsage({ limits: { carrier_searches: 500 }, usage: { carrier_searches_count: 512 } })).toMatchObject({
      share: 1,
      reached: true,
    });
    expect(searchUsage({ limits: { carrier_searches: null }, usage: { carrier_searches_count: 412 } })).toEqual({
      used: 412,
      limit: null,
      share: null,
      reached: false,
    });
    expect(searchUsage({ limits: { carrier_searches: 0 }, usage: { carrier_searches_count: 0 } })).toMatchObject({
      share: 1,
      reached: true,
    });
  });
});

describe('companyStatusLabel', () => {
  it('says each status in words and passes others through', () => {
    expect(companyStatusLabel('subscription_or_trial_expired')).toBe('Subscription or trial ended');
    expect(companyStatusLabel('trialing')).toBe('Trial');
    expect(companyStatusLabel('paused')).toBe('paused');
  });
});

describe('afterBillingChange', () => {
  const base = { wasLockedOut: true, stillLockedOut: false, saved: '/loads/50001', fallback: '/' };
  it('takes a company that was locked out to the page it asked for, once', () => {
    expect(afterBillingChange(base)).toEqual({ kind: 'go', to: '/loads/50001', clearSaved: true });
    expect(afterBillingChange({ ...base, saved: null })).toEqual({ kind: 'go', to: '/', clearSaved: false });
  });
  it('never follows a saved address off the app', () => {
    expect(afterBillingChange({ ...base, saved: '//evil.example/x' })).toEqual({
      kind: 'go',
      to: '/',
      clearSaved: true,
    });
    expect(afterBillingChange({ ...base, saved: 'https://evil.example' })).toEqual({
      kind: 'go',
      to: '/',
      clearSaved: true,
    });
  });
  it('stays when the refreshed user is still locked out, or was never', () => {
    expect(afterBillingChange({ ...base, stillLockedOut: true })).toEqual({ kind: 'stillLocked' });
    expect(afterBillingChange({ ...base, wasLockedOut: false })).toEqual({ kind: 'stay' });
  });
});

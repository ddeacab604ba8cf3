import { describe, expect, it } from 'vitest';
import { vettingPermissions, type VettingAction, type VettingUser } from './vetting-access';

const broker: VettingUser = {
  scopes: ['manage_rule_overrides', 'onboarding', 'sourcing'],
  company: { status: 'active' },
  paywall: { can_connect: true, can_rule: true, can_lane_search: true, is_watchdog: false },
};
const withUser = (patch: {
  scopes?: string[];
  status?: string;
  can_connect?: boolean;
  can_rule?: boolean;
}): VettingUser => ({
  scopes: patch.scopes ?? broker.scopes,
  company: { status: patch.status ?? 'active' },
  paywall: {
    ...broker.paywall,
    can_connect: patch.can_connect ?? true,
    can_rule: patch.can_rule ?? true,
  },
});
const allowed = (user: VettingUser) =>
  Object.entries(vettingPermissions(user))
    .filter(([, p]) => p.allowed)
    .map(([action]) => action as VettingAction)
    .sort();
const reason = (user: VettingUser, action: VettingAction) => {
  const permission = vettingPermissions(user)[action];
  return permission.allowed ? null : permission.reason;
};

describe('vettingPermissions', () => {
  it('lets a full broker do everything', () => {
    expect(allowed(broker)).toEqual(
      ['changeLists', 'changeMyCarriers', 'editRules', 'invite', 'manageOverrides', 'uploadOnboarding'].sort(),
    );
  });

  it('explains connecting and onboarding uploads to a plan without can_connect', () => {
    const user = withUser({ can_connect: false });
    expect(allowed(user)).toEqual(['changeLists', 'changeMyCarriers', 'editRules', 'manageOverrides']);
    expect(reason(user, 'invite')).toMatch(/plan does not include connecting with carriers/);
    expect(reason(user, 'uploadOnboarding')).toMatch(/plan does not include onboarding carriers/);
  });

  it('lets an expired company that can connect keep connecting, and explains the rest with "renew"', () => {
    const user = withUser({ status: 'subscription_or_trial_expired' });
    expect(allowed(user)).toEqual(['invite', 'uploadOnboarding']);
    for (const action of ['editRules', 'manageOverrides', 'changeLists', 'changeMyCarriers'] as const)
      expect(reason(user, action)).toMatch(/subscription or trial has ended\. Renew it in My Account/);
  });

  it('says "renew" to an expired company that cannot connect either', () => {
    const user = withUser({ status: 'subscription_or_trial_expired', can_connect: false });
    expect(allowed(user)).toEqual([]);
    expect(reason(user, 'invite')).toBe(
      "Your company's subscription or trial has ended. Renew it in My Account to invite carriers.",
    );
  });

  it('needs can_rule for rules and overrides, and the scope for overrides', () => {
    expect(reason(withUser({ can_rule: false }), 'editRules')).toBe('Your plan does not include broker rules.');
    expect(reason(withUser({ can_rule: false }), 'manageOverrides')).toMatch(/does not include broker rules/);
    expect(reason(withUser({ scopes: ['onboarding'] }), 'manageOverrides')).toMatch(
      /needs the manage rule overrides permission/,
    );
    expect(reason(withUser({ scopes: ['onboarding'] }), 'editRules')).toBeNull();
  });

  it('needs the onboarding scope for onboarding uploads', () => {
    expect(reason(withUser({ scopes: ['manage_rule_overrides'] }), 'uploadOnboarding')).toMatch(
      /needs the onboarding permission/,
    );
  });

  it('reads a user without a company as not expired', () => {
    expect(allowed({ ...broker, company: null })).toHaveLength(6);
  });
});

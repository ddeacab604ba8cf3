import { describe, expect, it } from 'vitest';
import { vettingPermissions, type VettingAction, type VettingUser } from './vetting-access';

const broker: VettingUser = {
  scopes: ['manage_rule_overrides', 'manage_users', 'sourcing'],
  company: { status: 'active', company_type: 'broker', carrier_id: 88412 },
  paywall: { can_connect: true, can_rule: true, can_lane_search: true, is_watchdog: false },
};
const withUser = (patch: {
  scopes?: string[];
  status?: string;
  company_type?: string;
  carrier_id?: number | null;
  can_connect?: boolean;
  can_rule?: boolean;
}): VettingUser => ({
  scopes: patch.scopes ?? broker.scopes,
  company: {
    status: patch.status ?? 'active',
    company_type: patch.company_type ?? 'broker',
    carrier_id: patch.carrier_id === undefined ? 88412 : patch.carrier_id,
  },
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
    expect(reason(withUser({ scopes: ['manage_users'] }), 'manageOverrides')).toMatch(
      /needs the manage rule overrides permission/,
    );
    expect(reason(withUser({ scopes: ['manage_users'] }), 'editRules')).toBeNull();
  });

  it('needs onboarding access for onboarding uploads: a broker company with a carrier id, and manage_users (§6)', () => {
    expect(reason(withUser({ scopes: ['manage_rule_overrides', 'onboarding'] }), 'uploadOnboarding')).toBe(
      'Uploading onboarding documents needs the manage users permission. Ask a manager of your company.',
    );
    for (const company of [{ carrier_id: null }, { carrier_id: 0 }, { company_type: 'carrier' }])
      expect(reason(withUser(company), 'uploadOnboarding')).toMatch(/own carrier record \(its MC or DOT number\)/);
    expect(reason(withUser({ scopes: ['manage_users'] }), 'uploadOnboarding')).toBeNull();
  });

  it('asks the plan first: without can_connect, onboarding access is not enough', () => {
    expect(reason(withUser({ can_connect: false }), 'uploadOnboarding')).toMatch(/plan does not include onboarding/);
  });

  it('reads a user without a company as not expired, and without onboarding access', () => {
    expect(allowed({ ...broker, company: null })).toEqual(
      ['changeLists', 'changeMyCarriers', 'editRules', 'invite', 'manageOverrides'].sort(),
    );
  });
});

import type { AccessUser } from './access';

/** What a broker may do while vetting and onboarding carriers. */
export type VettingAction =
  /** Save the broker's rules (Rules screen). */
  | 'editRules'
  /** Create, switch on or off a rule override (carrier profile). */
  | 'manageOverrides'
  /** Invite a carrier to connect, resend an invitation. */
  | 'invite'
  /** Upload a redlined contract or a corrected tax form in an onboarding packet. */
  | 'uploadOnboarding'
  /** Do not dispatch, hold, restore, dismiss: move a carrier between the carrier lists. */
  | 'changeLists'
  /** Add carriers to or remove them from my carriers, one by one or from a file. */
  | 'changeMyCarriers';

/** Allowed, or not with the reason said to the user instead of the control. */
export type VettingPermission = { allowed: true } | { allowed: false; reason: string };

/** The part of the current user these rules read. */
export type VettingUser = Pick<AccessUser, 'scopes' | 'paywall'> & {
  company: { status: string; company_type?: string; carrier_id?: number | null } | null;
};

/**
 * Onboarding access (carrier-portal §6): "a broker user with onboarding access is of a broker-type
 * company with a carrier id and the manage_users scope". Said as the reason it is missing, or null.
 */
export function onboardingAccessProblem(user: VettingUser): string | null {
  const company = user.company;
  if (company?.company_type !== 'broker' || !company.carrier_id)
    return "Onboarding carriers needs your company's own carrier record (its MC or DOT number) linked to the account. Ask support to link it.";
  if (!user.scopes.includes('manage_users'))
    return 'Uploading onboarding documents needs the manage users permission. Ask a manager of your company.';
  return null;
}

const ALLOWED: VettingPermission = { allowed: true };
const no = (reason: string): VettingPermission => ({ allowed: false, reason });
const expired = (what: string) =>
  no(`Your company's subscription or trial has ended. Renew it in My Account to ${what}.`);

/**
 * What the current user may do while vetting, each with the reason when not (carrier-portal §6):
 * connecting needs the paywall's can_connect, which also lets an expired company keep connecting
 * (§6: can_connect skips the expiry check); rules and overrides need can_rule, overrides also the
 * manage_rule_overrides scope; onboarding uploads need can_connect (the plan) and onboarding access
 * (a broker company with a carrier id, and the manage_users scope);
 * everything else that changes data is closed while the company's subscription or trial has ended.
 */
export function vettingPermissions(user: VettingUser): Record<VettingAction, VettingPermission> {
  const lapsed = user.company?.status === 'subscription_or_trial_expired';
  const scope = (name: string) => user.scopes.includes(name);
  const { can_connect: canConnect, can_rule: canRule } = user.paywall;

  const invite = canConnect
    ? ALLOWED
    : lapsed
      ? expired('invite carriers')
      : no('Your plan does not include connecting with carriers. Upgrade it in My Account to invite carriers.');

  let overrides = ALLOWED;
  if (!canRule) overrides = no('Your plan does not include broker rules, so rules cannot be overridden.');
  else if (lapsed) overrides = expired('override rules');
  else if (!scope('manage_rule_overrides'))
    overrides = no('Overriding rules needs the manage rule overrides permission. Ask a manager of your company.');

  let uploads = ALLOWED;
  const onboarding = onboardingAccessProblem(user);
  if (!canConnect)
    uploads = lapsed
      ? expired('upload onboarding documents')
      : no('Your plan does not include onboarding carriers, so onboarding documents cannot be uploaded.');
  else if (onboarding !== null) uploads = no(onboarding);

  return {
    editRules: !canRule
      ? no('Your plan does not include broker rules.')
      : lapsed
        ? expired('change your rules')
        : ALLOWED,
    manageOverrides: overrides,
    invite,
    uploadOnboarding: uploads,
    changeLists: lapsed ? expired('change your carrier lists') : ALLOWED,
    changeMyCarriers: lapsed ? expired('change my carriers') : ALLOWED,
  };
}

/**
 * Whether the user's company is locked out for an expired subscription or trial: everything but My
 * Account sends them to its Plan and billing tab (carrier-portal §4), unless the paywall still lets
 * them connect (§6). Its own module: the guard and the billing tab share it without sharing the
 * rest of the access rules' code.
 */
export function isExpiredLockout(user: {
  company: { status: string } | null;
  paywall: { can_connect: boolean };
}): boolean {
  return user.company?.status === 'subscription_or_trial_expired' && !user.paywall.can_connect;
}

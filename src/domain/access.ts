import { brandOfPaywall, type Brand } from './brand';
import { EXPIRED_ACCOUNT_TAB } from './constants';
import type { FeatureFlagsInput } from './feature-flags';
import { isExpiredLockout } from './lockout';
import { isAllowedRedirect } from './redirects';
import type { RouteId, RouteKind } from './routes';

/**
 * The part of the signed-in user the access rules read, as a structural shape: the identity API's
 * current user fits it, and the domain stays free of the API layer.
 */
export interface AccessUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  scopes: readonly string[];
  company: {
    id: number;
    status: string;
    company_type: string;
    hide_vehicle_search: boolean;
  } | null;
  paywall: { can_lane_search: boolean; can_rule: boolean; can_connect: boolean; is_watchdog: boolean };
  watchdog_limits: { can_carrier_search_for_watchdog: boolean };
}

/** Everything a navigation decision depends on, as plain data. */
export interface AccessInput {
  route: RouteId;
  kind: RouteKind;
  user: AccessUser | null;
  /** No route rule of the specs reads a feature flag yet; they are here so one can without a new input. */
  featureFlags: FeatureFlagsInput;
  /** The brand of the host the app runs on. */
  brand: Brand;
  /** True on the navigation right after the login-code or sign-up-code step. */
  afterCodeStep: boolean;
  /** The requested location, relative to the /broker basename: path and search (with its "?"). */
  location: { path: string; search: string };
  config: {
    /** Where users whose company is missing or not a broker are sent. */
    onboardingUrl: string;
    /** The https origin of each brand, e.g. https://portal.example.com. */
    hosts: Record<Brand, string>;
  };
}

/** What the guard does: let the navigation through, redirect inside the app, or leave the app. */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: RouteId; search?: string; saveDestination?: string }
  | { kind: 'external'; url: string };

/** One row of the permission table: on these routes, when `denies` holds, redirect to `to`. */
export interface PermissionRule {
  name: string;
  routes: readonly RouteId[];
  denies: (user: AccessUser, brand: Brand) => boolean;
  to: RouteId;
}

const hasScope = (user: AccessUser, scope: string) => user.scopes.includes(scope);

/**
 * The watchdog brand's plans without carrier search (carrier-portal §6): no lane, contact or vehicle
 * search, no saved searches and no list of my carriers (also Home's carrier lists).
 */
export function carrierSearchClosed(
  user: { watchdog_limits: { can_carrier_search_for_watchdog: boolean } },
  brand: Brand,
): boolean {
  return brand === 'watchdog' && !user.watchdog_limits.can_carrier_search_for_watchdog;
}

/** The route rules of section 6 of both specs and of the Rules screen, in the order they are checked (first match wins). */
export const PERMISSION_RULES: readonly PermissionRule[] = [
  {
    name: 'can_lane_search',
    routes: ['laneSearch', 'laneSearchResults'],
    denies: (user) => !user.paywall.can_lane_search,
    to: 'home',
  },
  { name: 'view_tfx', routes: ['exchange'], denies: (user) => !hasScope(user, 'view_tfx'), to: 'home' },
  {
    name: 'manage_rate_confirmations',
    routes: ['rateConfirmations'],
    denies: (user) => !hasScope(user, 'manage_rate_confirmations'),
    to: 'home',
  },
  {
    name: 'hide_vehicle_search',
    routes: ['vehicles', 'vehicleShow'],
    denies: (user) => user.company?.hide_vehicle_search === true,
    to: 'home',
  },
  {
    name: 'watchdog_carrier_search',
    routes: [
      'laneSearch',
      'laneSearchResults',
      'contactSearch',
      'myCarriersMine',
      'savedSearches',
      'vehicles',
      'vehicleShow',
    ],
    denies: carrierSearchClosed,
    to: 'home',
  },
  { name: 'can_rule', routes: ['myCarriersMine'], denies: (user) => user.paywall.can_rule, to: 'connections' },
  { name: 'cannot_rule', routes: ['connections'], denies: (user) => !user.paywall.can_rule, to: 'myCarriersMine' },
  // The Rules screen (our addition to the routes): a plan without rules has none to show or edit.
  { name: 'rules_need_can_rule', routes: ['rules'], denies: (user) => !user.paywall.can_rule, to: 'home' },
];

const ALLOW: AccessDecision = { kind: 'allow' };

function destination(input: AccessInput): string {
  return `${input.location.path}${input.location.search}`;
}

function detailsStep(input: AccessInput, user: AccessUser): AccessDecision | null {
  const company = user.company;
  if (!company?.id || !company.status) {
    if (input.route === 'signUpDetails') return ALLOW;
    const search = `?email=${encodeURIComponent(user.email)}`;
    return { kind: 'redirect', to: 'signUpDetails', search, saveDestination: destination(input) };
  }
  if (!user.first_name || !user.last_name) {
    if (input.route === 'requiredInformation') return ALLOW;
    return { kind: 'redirect', to: 'requiredInformation', saveDestination: destination(input) };
  }
  return null;
}

function external(url: string, input: AccessInput): AccessDecision | null {
  const allowed = [input.config.onboardingUrl, input.config.hosts.default, input.config.hosts.watchdog];
  return isAllowedRedirect(url, allowed) ? { kind: 'external', url } : null;
}

/**
 * The route guard (carrier-portal §5, §6 and monitoring §2, §6) as one decision over plain data.
 * Order: public pages; the details checks after a code step; sign-in pages; the details pages (a
 * session is required, nothing saved); a user is required;
 * broker company (else external onboarding); brand host; expired subscription; the permission table.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { user, route } = input;
  if (input.kind === 'public') return ALLOW;
  if (input.afterCodeStep && user !== null) {
    const details = detailsStep(input, user);
    if (details !== null) return details;
  }
  const signedIn = user !== null && user.id > 0;
  if (input.kind === 'forbidsAuthentication') return signedIn ? { kind: 'redirect', to: 'home' } : ALLOW;
  // Required Information and Sign Up Details complete a session (§5): without one there is nothing to
  // complete, and their forms would only fail with 401. Nothing is saved: after sign-in the details
  // step itself sends the user on.
  if (input.kind === 'allowedWhileAuthenticated') return signedIn ? ALLOW : { kind: 'redirect', to: 'login' };
  if (!signedIn) return { kind: 'redirect', to: 'login', saveDestination: destination(input) };

  const company = user.company;
  if (company === null || company.company_type !== 'broker') {
    // A misconfigured onboarding URL must not leave the app; the not-found page is the dead end.
    return external(input.config.onboardingUrl, input) ?? { kind: 'redirect', to: 'notFound' };
  }
  const userBrand = brandOfPaywall(user.paywall);
  if (userBrand !== input.brand) {
    const moved = external(`${input.config.hosts[userBrand]}/broker${destination(input)}`, input);
    if (moved !== null) return moved;
  }
  if (isExpiredLockout(user) && route !== 'myAccount') {
    return {
      kind: 'redirect',
      to: 'myAccount',
      search: `?tab=${EXPIRED_ACCOUNT_TAB}`,
      saveDestination: destination(input),
    };
  }
  const rule = PERMISSION_RULES.find((r) => r.routes.includes(route) && r.denies(user, input.brand));
  return rule ? { kind: 'redirect', to: rule.to } : ALLOW;
}

/**
 * Whether the permission table lets this user open a route on this brand (the redirects of §6 only):
 * screens use it to offer only what the user may reach, e.g. Home's search box and lane form.
 */
export function mayOpen(route: RouteId, user: AccessUser, brand: Brand): boolean {
  return !PERMISSION_RULES.some((rule) => rule.routes.includes(route) && rule.denies(user, brand));
}

/**
 * Whether the guard lets this user open a carrier profile on this brand, as the head's boot script
 * must know before it asks for the carrier (scripts/boot-frame.ts; README, "The carrier before the
 * code"): a signed-in user of a broker company, of this brand, whose subscription has not lapsed.
 * Never looser than `decideAccess` (a property test holds it); where it is stricter, the script asks
 * nothing and the screen asks as usual. Self-contained, with the answer's shape unchecked: the build
 * writes its source into the script, which runs before any of the app's code.
 * @public (read by the build's boot script, scripts/boot-frame.ts)
 */
export function mayAskCarrierEarly(user: unknown, brand: Brand): boolean {
  const u = user as {
    id?: unknown;
    company?: { company_type?: unknown; status?: unknown } | null;
    paywall?: { is_watchdog?: unknown; can_connect?: unknown } | null;
  } | null;
  const company = u?.company;
  const paywall = u?.paywall;
  if (!u || typeof u.id !== 'number' || !(u.id > 0) || !company || !paywall) return false;
  if (company.company_type !== 'broker') return false;
  if ((paywall.is_watchdog === true ? 'watchdog' : 'default') !== brand) return false;
  return !(company.status === 'subscription_or_trial_expired' && paywall.can_connect !== true);
}

/** Plans and what they unlock, as the Plan and billing tab shows them (carrier-portal §3, §6, §7). */
import { nextDestination } from './redirects';

/** What a plan can unlock, named as the paywall flags, in the order the plans table lists them. */
export const PLAN_UNLOCKS = [
  { key: 'can_connect', label: 'Connect' },
  { key: 'can_rule', label: 'Rules' },
  { key: 'can_lane_search', label: 'Lane search' },
  { key: 'can_view_insights', label: 'Insights' },
  { key: 'can_export', label: 'Export' },
  { key: 'can_api', label: 'API' },
] as const;

export type UnlockKey = (typeof PLAN_UNLOCKS)[number]['key'];

/** The part of a plan the rules read. */
export interface PlanFacts {
  id: string;
  name: string;
  monthly_price_cents: number;
  is_watchdog: boolean;
  unlocks: Record<UnlockKey, boolean>;
}

/** The plans a company may choose: those of its brand, cheapest first (the current one among them). */
export function plansFor<P extends PlanFacts>(plans: readonly P[], isWatchdog: boolean): P[] {
  return plans
    .filter((plan) => plan.is_watchdog === isWatchdog)
    .sort((a, b) => a.monthly_price_cents - b.monthly_price_cents);
}

/** What moving from one plan to another takes away (empty for an upgrade or without a current plan). */
export function unlocksLost(current: PlanFacts | null, next: PlanFacts): string[] {
  if (current === null) return [];
  return PLAN_UNLOCKS.filter(({ key }) => current.unlocks[key] && !next.unlocks[key]).map(({ label }) => label);
}

/** Carrier searches this billing period against the plan's limit (null: unlimited). */
export interface SearchUsage {
  used: number;
  limit: number | null;
  /** Share of the limit used, 0–1 (1 when over it); null when unlimited. */
  share: number | null;
  reached: boolean;
}

/** The current user's carrier-search usage from the paywall (carrier-portal §5, plan limit). */
export function searchUsage(paywall: {
  limits: { carrier_searches: number | null };
  usage: { carrier_searches_count: number };
}): SearchUsage {
  const used = Math.max(0, paywall.usage.carrier_searches_count);
  const limit = paywall.limits.carrier_searches;
  if (limit === null) return { used, limit, share: null, reached: false };
  return { used, limit, share: limit === 0 ? 1 : Math.min(1, used / limit), reached: used >= limit };
}

/** Company status in words (carrier-portal §4); other values pass through as they came. */
export function companyStatusLabel(status: string): string {
  const words: Record<string, string> = {
    active: 'Active',
    trialing: 'Trial',
    past_due: 'Payment past due',
    subscription_or_trial_expired: 'Subscription or trial ended',
  };
  return words[status] ?? status;
}

/** What happens once a card was stored or a plan chosen. */
export type AfterBillingChange =
  { kind: 'stay' } | { kind: 'stillLocked' } | { kind: 'go'; to: string; clearSaved: boolean };

/**
 * Where the broker goes after paying: a company that was locked out and no longer is goes on to the
 * page it was sent away from (the saved destination, used once; an unsafe one falls back to Home,
 * see `nextDestination`); one the refreshed user still shows locked out stays and is told; anyone
 * else stays on the tab.
 */
export function afterBillingChange(input: {
  wasLockedOut: boolean;
  stillLockedOut: boolean;
  saved: string | null;
  fallback: string;
}): AfterBillingChange {
  if (!input.wasLockedOut) return { kind: 'stay' };
  if (input.stillLockedOut) return { kind: 'stillLocked' };
  return { kind: 'go', ...nextDestination(input.saved, input.fallback) };
}

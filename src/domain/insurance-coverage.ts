/**
 * The Insurance tab's reading of a carrier's policies (issue 16): each coverage type with its
 * policies, whether each policy is in force, and its limit against the broker's coverage rules.
 */

/** The broker's coverage rules (the rules contract's RuleType names) and the minimum each sets. */
export const COVERAGE_RULES: Readonly<Record<string, { coverage: string; minimum: number }>> = {
  bipd_coverage_gteq_seven_hundred_fifty_thousand: { coverage: 'bipd', minimum: 750_000 },
  bipd_coverage_gteq_one_million: { coverage: 'bipd', minimum: 1_000_000 },
  cargo_coverage_gteq_one_hundred_thousand: { coverage: 'cargo', minimum: 100_000 },
};

/** The minimum per coverage type the broker's active rules ask for (the highest when two rules cover one type). */
export function coverageMinimums(ruleTypes: readonly string[]): Record<string, number> {
  const minimums: Record<string, number> = {};
  for (const type of ruleTypes) {
    const rule = Object.hasOwn(COVERAGE_RULES, type) ? COVERAGE_RULES[type] : undefined;
    if (rule) minimums[rule.coverage] = Math.max(minimums[rule.coverage] ?? 0, rule.minimum);
  }
  return minimums;
}

/** The fields of a policy the tab reads. */
export interface PolicyInput {
  id: number;
  coverage_type: string;
  coverage_amount: number;
  status: string;
  effective_date: string;
  cancellation_date: string | null;
}

/**
 * Where one policy stands on `today` (YYYY-MM-DD): in force; in force with a cancellation filed for
 * a later day; pending (not yet effective); cancelled; or cancelled and replaced, when another
 * policy of the same type is in force. Anything unknown stays unknown, never in force.
 */
export type PolicyStanding = 'in_force' | 'cancellation_filed' | 'pending' | 'cancelled' | 'replaced' | 'unknown';

const inForce = (policy: PolicyInput, today: string) =>
  policy.status === 'active' && (policy.cancellation_date === null || policy.cancellation_date > today);

export function policyStanding(policy: PolicyInput, all: readonly PolicyInput[], today: string): PolicyStanding {
  if (policy.status === 'active') {
    if (policy.cancellation_date === null) return 'in_force';
    return policy.cancellation_date > today ? 'cancellation_filed' : 'cancelled';
  }
  if (policy.status === 'pending') return 'pending';
  if (policy.status !== 'cancelled') return 'unknown';
  const replaced = all.some(
    (other) => other.id !== policy.id && other.coverage_type === policy.coverage_type && inForce(other, today),
  );
  return replaced ? 'replaced' : 'cancelled';
}

/** A policy's limit against the broker's rule for its type: meets it, below it, or no rule for the type. */
export function limitCheck(
  policy: PolicyInput,
  minimums: Readonly<Record<string, number>>,
): 'meets' | 'below' | 'no_rule' {
  const minimum = minimums[policy.coverage_type];
  if (minimum === undefined) return 'no_rule';
  return policy.coverage_amount >= minimum ? 'meets' : 'below';
}

const TYPE_ORDER = ['bipd', 'cargo', 'auto_liability', 'general_liability', 'bond'];
const STATUS_ORDER = ['active', 'pending', 'cancelled'];
const rank = (order: readonly string[], value: string) => {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
};

/** Policies by coverage type (BIPD, cargo, auto, general, bond, then others); within a type active first, then pending, then cancelled, newest first. */
export function policiesByCoverage<P extends PolicyInput>(
  policies: readonly P[],
): { coverage: string; policies: P[] }[] {
  const types = [...new Set(policies.map((p) => p.coverage_type))].sort(
    (a, b) => rank(TYPE_ORDER, a) - rank(TYPE_ORDER, b) || a.localeCompare(b),
  );
  return types.map((coverage) => ({
    coverage,
    policies: policies
      .filter((p) => p.coverage_type === coverage)
      .sort(
        (a, b) =>
          rank(STATUS_ORDER, a.status) - rank(STATUS_ORDER, b.status) ||
          b.effective_date.localeCompare(a.effective_date),
      ),
  }));
}

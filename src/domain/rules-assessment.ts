import { INDEFINITE_OVERRIDE_DATE } from './constants';
import { ruleInfo, type RuleCategory } from './rule-table';

/** A rule's status as shown. */
export type RuleStatus = 'Pass' | 'Fail' | 'Incomplete' | 'Override';

/** One rule result of a rules assessment; `result` is pass, fail or incomplete. */
export interface RuleResultInput {
  is_type: string;
  result: string;
}

/** A rule override as the rule_overrides call returns it. */
export interface RuleOverrideInput {
  is_type: string;
  is_active: boolean;
  /** YYYY-MM-DD (or a date-time); 2080-01-01 means indefinite; null is read as indefinite too. */
  expiration_date: string | null;
  updated_at: string;
}

/** The latest override of a rule type by updated_at (a later entry wins a tie), or null. */
export function latestOverride(overrides: readonly RuleOverrideInput[], ruleType: string): RuleOverrideInput | null {
  let latest: RuleOverrideInput | null = null;
  for (const override of overrides) {
    if (override.is_type !== ruleType) continue;
    if (latest === null || Date.parse(override.updated_at) >= Date.parse(latest.updated_at)) latest = override;
  }
  return latest;
}

/**
 * Whether an override counts at `now`: active and not expired. The expiration date is a calendar
 * day (UTC) and the override still counts on that day; 2080-01-01 and null never expire.
 */
export function isOverrideInForce(override: RuleOverrideInput, now: Date): boolean {
  if (!override.is_active) return false;
  const expiry = override.expiration_date?.slice(0, 10) ?? INDEFINITE_OVERRIDE_DATE;
  if (expiry === INDEFINITE_OVERRIDE_DATE) return true;
  return now.toISOString().slice(0, 10) <= expiry;
}

/** A rule's status: pass stays Pass; otherwise Override when its latest override is in force, else Fail or Incomplete. */
export function ruleStatus(rule: RuleResultInput, overrides: readonly RuleOverrideInput[], now: Date): RuleStatus {
  if (rule.result === 'pass') return 'Pass';
  const override = latestOverride(overrides, rule.is_type);
  if (override !== null && isOverrideInForce(override, now)) return 'Override';
  // Any result other than fail (including unknown values) is read as Incomplete, never as Pass.
  return rule.result === 'fail' ? 'Fail' : 'Incomplete';
}

const PRECEDENCE: readonly RuleStatus[] = ['Fail', 'Incomplete', 'Override'];

/** Combines statuses: any Fail → Fail, else any Incomplete → Incomplete, else any Override → Override, else Pass. */
export function combineStatuses(statuses: readonly RuleStatus[]): RuleStatus {
  return PRECEDENCE.find((status) => statuses.includes(status)) ?? 'Pass';
}

/** A whole assessment: each rule's status, each category's status and the overall status. */
export function assessRules(
  rules: readonly RuleResultInput[],
  overrides: readonly RuleOverrideInput[],
  now: Date,
): {
  rules: { is_type: string; status: RuleStatus; category: RuleCategory | null }[];
  categories: Partial<Record<RuleCategory, RuleStatus>>;
  overall: RuleStatus;
} {
  const assessed = rules.map((rule) => ({
    is_type: rule.is_type,
    status: ruleStatus(rule, overrides, now),
    category: ruleInfo(rule.is_type).category,
  }));
  const categories: Partial<Record<RuleCategory, RuleStatus>> = {};
  for (const category of ['Authority', 'Insurance', 'Operations'] as const) {
    const inCategory = assessed.filter((rule) => rule.category === category).map((rule) => rule.status);
    if (inCategory.length > 0) categories[category] = combineStatuses(inCategory);
  }
  return { rules: assessed, categories, overall: combineStatuses(assessed.map((rule) => rule.status)) };
}

import { ACTIVE_RULE_VALUE } from './constants';
import { ruleInfo, type RuleCategory } from './rule-table';

/** A rule set's values keyed by rule type; 2 is on, anything else (other numbers, junk) off (carrier-portal §3, §9). */
export type RuleValues = Readonly<Record<string, unknown>>;

/** The value the editor writes for a rule switched off. */
export const INACTIVE_RULE_VALUE = 0;

/**
 * Rules that are steps of one threshold: a broker asks for at most one of them (six months of
 * authority already asks for three), so the editor offers them as one choice. Options go from the
 * mildest to the strictest.
 */
export interface RuleThreshold {
  id: string;
  label: string;
  category: RuleCategory;
  options: readonly { type: string; label: string }[];
}

/** The thresholds among the known rules: authority age and BIPD coverage. */
export const RULE_THRESHOLDS: readonly RuleThreshold[] = [
  {
    id: 'authority_age',
    label: 'Minimum continuous authority',
    category: 'Authority',
    options: [
      { type: 'authority_age_gteq_three_months', label: '3 months' },
      { type: 'authority_age_gteq_six_months', label: '6 months' },
    ],
  },
  {
    id: 'bipd_coverage',
    label: 'Minimum BIPD coverage',
    category: 'Insurance',
    options: [
      { type: 'bipd_coverage_gteq_seven_hundred_fifty_thousand', label: '$750,000' },
      { type: 'bipd_coverage_gteq_one_million', label: '$1,000,000' },
    ],
  },
];

/** Whether a rule is on in a set. */
export function isRuleOn(values: RuleValues, type: string): boolean {
  return values[type] === ACTIVE_RULE_VALUE;
}

/** The rule a threshold stands at: its strictest option that is on, or null for none. */
export function thresholdChoice(values: RuleValues, threshold: RuleThreshold): string | null {
  const on = threshold.options.filter((option) => isRuleOn(values, option.type));
  return on.at(-1)?.type ?? null;
}

/** Sets a threshold: the chosen option on, its other options off (null: all off). */
export function withThreshold(values: RuleValues, threshold: RuleThreshold, choice: string | null): RuleValues {
  const next = { ...values };
  for (const option of threshold.options)
    next[option.type] = option.type === choice ? ACTIVE_RULE_VALUE : INACTIVE_RULE_VALUE;
  return next;
}

/** Switches one rule on or off. */
export function withRule(values: RuleValues, type: string, on: boolean): RuleValues {
  return { ...values, [type]: on ? ACTIVE_RULE_VALUE : INACTIVE_RULE_VALUE };
}

/** A rule type in words: the spec's label, or the type's name made readable for unlabelled ones. */
export function ruleLabel(type: string): string {
  const { label } = ruleInfo(type);
  if (label !== null) return label;
  const words = type.replace(/_/g, ' ').replace(/\bgteq\b/g, 'at least');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The editor's groups: the three categories, then the rules with none ("Other checks"). */
export type RuleGroup = RuleCategory | 'Other';
export const RULE_GROUPS: readonly RuleGroup[] = ['Authority', 'Insurance', 'Operations', 'Other'];

/** The thresholds a set may hold: those whose every step is one of its types. */
function offeredThresholds(types: readonly string[]): RuleThreshold[] {
  return RULE_THRESHOLDS.filter((t) => t.options.every((o) => types.includes(o.type)));
}

/**
 * What the editor shows, group by group: the thresholds the set may hold, then its other rules (a
 * threshold step the set holds alone stays a single rule). Empty groups are left out.
 */
export function editorLayout(types: readonly string[]): {
  group: RuleGroup;
  thresholds: RuleThreshold[];
  rules: string[];
}[] {
  const thresholds = offeredThresholds(types);
  const covered = new Set(thresholds.flatMap((t) => t.options.map((o) => o.type)));
  return RULE_GROUPS.map((group) => ({
    group,
    thresholds: thresholds.filter((t) => t.category === group),
    rules: types.filter((type) => !covered.has(type) && (ruleInfo(type).category ?? 'Other') === group),
  })).filter((part) => part.thresholds.length > 0 || part.rules.length > 0);
}

/** One line of "what changes": a threshold moved, or a rule switched. */
export interface RuleChange {
  /** A threshold's id or a rule type. */
  key: string;
  label: string;
  from: string;
  to: string;
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');
const thresholdText = (threshold: RuleThreshold, choice: string | null) =>
  threshold.options.find((o) => o.type === choice)?.label ?? 'None';

/**
 * What saving `after` over `before` changes, in the editor's terms: each threshold that moved
 * ("Minimum BIPD coverage: $750,000 → $1,000,000"), then each other rule switched, in the order of
 * `types`. Values the editor never touches (unknown types) are compared too, so nothing changes unseen.
 */
export function ruleChanges(before: RuleValues, after: RuleValues, types: readonly string[]): RuleChange[] {
  const changes: RuleChange[] = [];
  const handled = new Set<string>();
  for (const threshold of offeredThresholds(types)) {
    threshold.options.forEach((o) => handled.add(o.type));
    const from = thresholdChoice(before, threshold);
    const to = thresholdChoice(after, threshold);
    if (from !== to)
      changes.push({
        key: threshold.id,
        label: threshold.label,
        from: thresholdText(threshold, from),
        to: thresholdText(threshold, to),
      });
  }
  const others = [...types, ...Object.keys(after).filter((t) => !types.includes(t))];
  for (const type of others) {
    if (handled.has(type)) continue;
    const from = isRuleOn(before, type);
    const to = isRuleOn(after, type);
    if (from !== to) changes.push({ key: type, label: ruleLabel(type), from: onOff(from), to: onOff(to) });
  }
  return changes;
}

/**
 * The values a new version sends: the old version's values (types the server has and the editor
 * does not know go back as they were), then every type the set may hold, on or off as edited.
 */
export function valuesToSave(base: RuleValues, edited: RuleValues, types: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = { ...base };
  for (const type of types) values[type] = isRuleOn(edited, type) ? ACTIVE_RULE_VALUE : INACTIVE_RULE_VALUE;
  return values;
}

import { assessRules, type RuleOverrideInput, type RuleResultInput } from './rules-assessment';

/**
 * A carrier's assessment as the portal shows it, from the server's results and the carrier's
 * overrides (carrier-portal §4: an active latest override turns a non-passing rule into Override).
 * The server may already answer `override` for a rule; which of fail or incomplete lies under it is
 * not said, so it is read as a failure: once its override is switched off the rule shows Fail until
 * the server's next assessment says otherwise.
 */
export function assessCarrier(
  results: readonly RuleResultInput[],
  overrides: readonly RuleOverrideInput[],
  now: Date,
): ReturnType<typeof assessRules> {
  const underlying = results.map((r) => (r.result === 'override' ? { ...r, result: 'fail' } : r));
  return assessRules(underlying, overrides, now);
}

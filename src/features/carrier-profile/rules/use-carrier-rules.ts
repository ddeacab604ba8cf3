import { useState } from 'react';
import {
  shownPage,
  useCarrierOverrides,
  useCurrentUser,
  useSwitchOverrides,
  type RuleOverride,
  type RulesAssessment,
} from '../../../api';
import { assessCarrier, latestOverride, vettingPermissions } from '../../../domain';

/** The carrier as the Rules tab reads it. */
export interface AssessedCarrier {
  id: number;
  legal_name: string;
  rules_assessment: RulesAssessment | null;
}

/**
 * What the Rules tab shows: the carrier's overrides (the broker's, oldest update first), the
 * assessment computed from the server's results and those overrides (so a switched override shows
 * at once), the switches, and whether this user may manage overrides (with the reason when not).
 */
export function useCarrierRules(carrier: AssessedCarrier) {
  const user = useCurrentUser().data?.user;
  const companyId = user?.company?.id ?? null;
  const overridesQuery = useCarrierOverrides(companyId, carrier.id);
  const page = shownPage(overridesQuery);
  // Until the broker's list answers, the overrides that came with the assessment stand in.
  const overrides: readonly RuleOverride[] = page.rows ?? carrier.rules_assessment?.carrier_rule_overrides ?? [];
  // "Now" for expiry, taken once per visit: an override does not expire under the broker's eyes.
  const [now] = useState(() => new Date());
  const assessment = carrier.rules_assessment;
  const assessed = assessment ? assessCarrier(assessment.results, overrides, now) : null;
  const switches = useSwitchOverrides(companyId ?? 0, carrier.id);
  return {
    companyId,
    overridesQuery,
    overrides,
    assessment,
    assessed,
    now,
    latest: (type: string) => latestOverride(overrides, type) as RuleOverride | null,
    switches,
    permission: user ? vettingPermissions(user).manageOverrides : null,
  };
}

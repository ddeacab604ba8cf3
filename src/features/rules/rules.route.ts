import type { CurrentUserResponse } from '../../api';
import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import { companyOverridesQuery } from '../../api/rule-overrides';
import { classificationsQuery, paymentTermsQuery, ruleSetsPageQuery, ruleTypesQuery } from '../../api/rules';
import {
  CLASSIFICATION_PLACEMENTS,
  COMPANY_OVERRIDES_LIST,
  RULE_SETS_LIST,
  isOneOf,
  nestedListCodec,
  placementFilter,
  ruleSetsQuery,
  type ClassificationPlacement,
  type RuleSetsState,
} from '../../domain';

/** What the Rules screen shows from its address: the set and its versions' page, the overrides' page, the placement. */
export interface RulesInput {
  state: RuleSetsState;
  /** The company overrides' page (`overrides_page`, the nested list of CompanyOverrides). */
  overridesPage: number;
  /** The classifications panel's placement (`?placement=`; all by default). */
  placement: ClassificationPlacement;
}

const ACTIVE = { 'q[is_active_eq]': true } as const;
const isPlacement = isOneOf(CLASSIFICATION_PLACEMENTS);

/**
 * Each part of the Rules screen asks its queries from here, from the piece of the address it reads;
 * without a company nothing but the rule types is asked (carrier-portal §8: the rules calls need one).
 */
export const rulesParts = {
  /** The chosen set: the active classifications (its tabs), page 1 (the version in force), the shown page, the rule types. */
  set: (state: RuleSetsState, companyId: number | null) => ({
    classifications: companyId === null ? null : classificationsQuery(companyId, ACTIVE),
    firstPage: companyId === null ? null : ruleSetsPageQuery(ruleSetsQuery(companyId, { ...state, page: 1 })),
    versions: companyId === null ? null : ruleSetsPageQuery(ruleSetsQuery(companyId, state)),
    types: ruleTypesQuery(state.filters.classification),
  }),
  /** The payment terms beside the rules. */
  paymentTerms: (companyId: number | null) => (companyId === null ? null : paymentTermsQuery(companyId)),
  /** The active classifications of the panel, narrowed by placement (the same query as the set's tabs for "all"). */
  placed: (companyId: number | null, placement: ClassificationPlacement) =>
    companyId === null ? null : classificationsQuery(companyId, { ...ACTIVE, ...placementFilter(placement) }),
  /** The company's overrides of every carrier, one page. */
  overrides: (companyId: number | null, page: number) =>
    companyId === null ? null : companyOverridesQuery(companyId, page),
};

/** The Rules screen's first queries: every part's, as the address has them. */
export function rulesQueries({ state, overridesPage, placement }: RulesInput, user: CurrentUserResponse | null) {
  const companyId = user?.user.company?.id ?? null;
  return {
    ...rulesParts.set(state, companyId),
    paymentTerms: rulesParts.paymentTerms(companyId),
    placed: rulesParts.placed(companyId, placement),
    overrides: rulesParts.overrides(companyId, overridesPage),
  };
}

export default defineRouteData<RulesInput>({
  // The guard sends a plan without rules home: the dispatcher starts nothing there.
  input: (address) => {
    const state = listInput(RULE_SETS_LIST, address);
    if (state === null) return null;
    const placement = address.query.get('placement');
    return {
      state,
      overridesPage: nestedListCodec(COMPANY_OVERRIDES_LIST, 'overrides').fromUrl(address.query).page,
      placement: isPlacement(placement) ? placement : 'all',
    };
  },
  queries: rulesQueries,
});

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getListClassificationsQueryOptions } from '../../generated/monitor/hooks/classifications/classifications';
import { getListPaymentTermsQueryOptions } from '../../generated/monitor/hooks/payment-terms/payment-terms';
import {
  getListRuleTypesQueryOptions,
  getListRulesQueryKey,
  listRules,
  useCreateRule,
  useGetRule,
} from '../../generated/monitor/hooks/rules/rules';
import type { ListClassificationsParams, ListRulesParams } from '../../generated/monitor/model';
import type { RuleSetsQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<RuleSetsQuery, ListRulesParams>;

/** One page of a rule set's versions with its paging headers (the first row of page 1 is the set in force). */
export const ruleSetsPageQuery = (params: ListRulesParams) =>
  pagedQueryOptions(getListRulesQueryKey(params), (signal) => listRules(params, undefined, signal));

/** Said once per page load, not per render: the rules calls need the company (carrier-portal §8). */
let warnedNoCompany = false;
/**
 * Without a company id the rules are not asked for and the console says so, once (carrier-portal §8:
 * a missing company id on the rules calls only logs to the console).
 */
export function warnNoCompany(): void {
  if (warnedNoCompany) return;
  warnedNoCompany = true;
  console.warn('Rules: the signed-in user has no company id, so the rules were not asked for.');
}

/** One saved version of a rule set (GET rules/{id}), asked for only while it is opened. */
export const useRuleVersion = (id: number | null) => useGetRule(id ?? 0, { query: { enabled: id !== null } });

/** The rule types a set may hold, for every carrier or for one classification (`listRuleTypes`, GET rules/is_types). */
export const ruleTypesQuery = (classificationId: number | null) =>
  getListRuleTypesQueryOptions(classificationId === null ? undefined : { classification_id: classificationId });

/**
 * Saves a new version of a rule set (POST rules, `createRule`: our addition to the spec). Every
 * rule set list is fetched again after, so the new version is the one in force everywhere.
 */
export function useSaveRules() {
  const client = useQueryClient();
  return useCreateRule({
    mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getListRulesQueryKey() }) },
  });
}

/** The filters a screen puts on the company's classifications (GET classifications). */
type ClassificationFilters = Omit<ListClassificationsParams, 'q[company_id_eq]'>;

/** The query of the company's classifications with a screen's filters. */
export const classificationsQuery = (companyId: number, filters: ClassificationFilters) =>
  getListClassificationsQueryOptions({ 'q[company_id_eq]': companyId, ...filters });

/**
 * The company's classifications with the filters a screen needs (active ones for rule sets and
 * overrides, enabled ones for invitations, by broker election for hand placement).
 */
export function useClassifications(companyId: number | null, filters: ClassificationFilters) {
  return useQuery({ ...classificationsQuery(companyId ?? 0, filters), enabled: companyId !== null });
}

/** The query of the company's payment terms (GET payment_terms, `q[company_id_eq]`). */
export const paymentTermsQuery = (companyId: number) =>
  getListPaymentTermsQueryOptions({ 'q[company_id_eq]': companyId });

export type { Classification, ListRulesParams, Rule } from '../../generated/monitor/model';

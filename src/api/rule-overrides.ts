import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getListRuleOverridesQueryKey,
  listRuleOverrides,
  useCreateRuleOverride,
  useDeactivateRuleOverrides,
  useGetRuleOverride,
  useUpdateRuleOverride,
} from '../../generated/monitor/hooks/rules/rules';
import {
  getGetCarrierDetailQueryKey,
  getListCarrierClassificationAssessmentsQueryKey,
  useListCarrierClassificationAssessments,
} from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import type { ListRuleOverridesParams, RuleOverride } from '../../generated/monitor/model';
import { PAGE_SIZE } from '../domain';
import { refreshCarrierLists } from './carrier-lists';
import type { monitorClient } from './mutators';
import { fetchAllPages, pagedQueryOptions, type PagedList } from './paged';

type RequestOptions = Parameters<typeof monitorClient>[1];

/** The params of a carrier's overrides: the company's, for one carrier, oldest update first, 50 a page. */
const carrierOverridesParams = (companyId: number, carrierId: number): ListRuleOverridesParams => ({
  'q[company_id_eq]': companyId,
  'q[carrier_id_eq]': carrierId,
  'q[s]': 'updated_at asc',
  per_page: PAGE_SIZE,
});

/** More overrides of one carrier than this many pages (1,000) is not a vetting record but a fault. */
const MAX_OVERRIDE_PAGES = 20;

/**
 * Every override of a carrier (GET rule_overrides, page after page): the assessment needs each rule's
 * latest override, which can be on any page (carrier-portal §7), so all are read, not only the first 50.
 */
export const carrierOverridesQuery = (companyId: number, carrierId: number) => {
  const params = carrierOverridesParams(companyId, carrierId);
  return queryOptions({
    queryKey: [...getListRuleOverridesQueryKey(params), 'all-pages'],
    queryFn: ({ signal }) =>
      fetchAllPages((page) => listRuleOverrides({ ...params, page }, undefined, signal), MAX_OVERRIDE_PAGES),
  });
};

/** The company's overrides of every carrier, newest update first, 50 a page (the Rules screen). */
export const companyOverridesQuery = (companyId: number, page: number) => {
  const params: ListRuleOverridesParams = {
    'q[company_id_eq]': companyId,
    'q[s]': 'updated_at desc',
    page,
    per_page: PAGE_SIZE,
  };
  return pagedQueryOptions(getListRuleOverridesQueryKey(params), (signal) =>
    listRuleOverrides(params, undefined, signal),
  );
};

/** A carrier's overrides; asked for only with a company (carrier-portal §8: the rules calls need one). */
export function useCarrierOverrides(companyId: number | null, carrierId: number) {
  return useQuery({ ...carrierOverridesQuery(companyId ?? 0, carrierId), enabled: companyId !== null });
}

/** One override with its proof file and who made it (GET rule_overrides/{id}), while it is opened. */
export const useRuleOverride = (id: number | null) => useGetRuleOverride(id ?? 0, { query: { enabled: id !== null } });

type Page = PagedList<RuleOverride>;
type Saved = { previous?: Page };

/** Changes the cached overrides of a carrier at once; answers the page as it was, for a roll-back. */
async function changeCached(
  client: QueryClient,
  key: readonly unknown[],
  change: (override: RuleOverride) => RuleOverride,
): Promise<Saved> {
  await client.cancelQueries({ queryKey: key });
  const previous = client.getQueryData<Page>(key);
  if (previous) client.setQueryData<Page>(key, { ...previous, rows: previous.rows.map(change) });
  return { previous };
}

/** After any change of an override: the overrides, the carrier's own assessments and the lists' summaries. */
function refreshAfterOverride(client: QueryClient, carrierId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListRuleOverridesQueryKey() }),
    // The profile header's assessment comes with the carrier detail.
    client.invalidateQueries({ queryKey: getGetCarrierDetailQueryKey(carrierId) }),
    client.invalidateQueries({ queryKey: getListCarrierClassificationAssessmentsQueryKey(carrierId) }),
    refreshCarrierLists(client),
  ]);
}

/**
 * Switches overrides of one carrier on or off, each at once on screen (optimistic: the cached
 * overrides change, so the assessment computed from them changes) and back if the server refuses:
 * `switchOne(override, on)` (PATCH rule_overrides/{id}) and `switchOffRule(type)` (POST
 * rule_overrides/deactivate, every active override of the rule). A switched override is the latest
 * of its rule from then on, as the server will date it. Both callbacks are stable.
 */
export function useSwitchOverrides(companyId: number, carrierId: number) {
  const client = useQueryClient();
  const key = carrierOverridesQuery(companyId, carrierId).queryKey;
  const now = () => new Date().toISOString();
  const rollBack = (_e: unknown, _v: unknown, saved: Saved | undefined) => {
    if (saved?.previous) client.setQueryData(key, saved.previous);
  };
  const one = useUpdateRuleOverride<unknown, Saved>({
    mutation: {
      onMutate: ({ id, data }) =>
        changeCached(client, key, (o) =>
          o.id === id ? { ...o, is_active: data.rule_override.is_active, updated_at: now() } : o,
        ),
      onError: rollBack,
      onSettled: () => refreshAfterOverride(client, carrierId),
    },
  });
  const rule = useDeactivateRuleOverrides<unknown, Saved>({
    mutation: {
      onMutate: ({ data }) =>
        changeCached(client, key, (o) =>
          o.is_type === data.rule_override.is_type && o.is_active ? { ...o, is_active: false, updated_at: now() } : o,
        ),
      onError: rollBack,
      onSettled: () => refreshAfterOverride(client, carrierId),
    },
  });
  const { mutate: switchMutate } = one;
  const { mutate: ruleMutate } = rule;
  const switchOne = useCallback(
    (override: RuleOverride, on: boolean, onFailure?: (error: unknown) => void) =>
      switchMutate({ id: override.id, data: { rule_override: { is_active: on } } }, { onError: onFailure }),
    [switchMutate],
  );
  const switchOffRule = useCallback(
    (type: string, classificationId: number | null, onFailure?: (error: unknown) => void) =>
      ruleMutate(
        { data: { rule_override: { carrier_id: carrierId, is_type: type, classification_id: classificationId } } },
        { onError: onFailure },
      ),
    [ruleMutate, carrierId],
  );
  return { switchOne, switchOffRule, pending: one.isPending || rule.isPending };
}

/**
 * Makes an override (POST rule_overrides, multipart with the Rails bracket names and the proof file);
 * `request` carries the upload's progress. The new override joins the cached list at once when the
 * server answers, and everything that shows an assessment is fetched again.
 */
export function useCreateOverride(companyId: number, carrierId: number, request?: RequestOptions) {
  const client = useQueryClient();
  const key = carrierOverridesQuery(companyId, carrierId).queryKey;
  return useCreateRuleOverride({
    request,
    mutation: {
      onSuccess: (created) =>
        client.setQueryData<Page>(key, (page) => (page ? { ...page, rows: [...page.rows, created] } : page)),
      onSettled: () => refreshAfterOverride(client, carrierId),
    },
  });
}

/**
 * The carrier against the rules of each classification it is not in
 * (GET carriers/{id}/rules_assessments_for_unassigned_classifications).
 */
export const useClassificationAssessments = (carrierId: number) => useListCarrierClassificationAssessments(carrierId);

export type { RuleOverride, RuleOverrideCreateRequest, RulesAssessment } from '../../generated/monitor/model';

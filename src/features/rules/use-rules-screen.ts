import { useState } from 'react';
import { shownPage, useClassifications, useCurrentUser, useRuleSetVersions, useRuleTypes, type Rule } from '../../api';
import { RULE_SETS_LIST, versionInForce, vettingPermissions } from '../../domain';
import { useListUrlState } from '../../ui/use-list-url-state';

/**
 * What the Rules screen reads: the chosen set (from the URL), its versions (page 1 holds the one in
 * force; the table shows the URL's page), the rule types it may hold, the active classifications,
 * and whether this user may edit (with the reason when not).
 */
export function useRulesScreen() {
  const user = useCurrentUser().data?.user;
  const companyId = user?.company?.id ?? null;
  const list = useListUrlState(RULE_SETS_LIST);
  const { state } = list;
  const classificationId = state.filters.classification;

  const classifications = useClassifications(companyId, { 'q[is_active_eq]': true });
  // Asked for active ones; an inactive one the server sends anyway has no rule set to edit.
  const active = Array.isArray(classifications.data) ? classifications.data.filter((c) => c.is_active) : [];
  const chosen = active.find((c) => c.id === classificationId) ?? null;

  const firstPage = useRuleSetVersions(companyId, { ...state, page: 1 });
  const versions = useRuleSetVersions(companyId, state);
  const current: Rule | null = versionInForce(shownPage(firstPage).rows ?? []);
  const types = useRuleTypes(classificationId);
  const [opened, setOpened] = useState<number | null>(null);

  return {
    list,
    companyId,
    classificationId,
    active,
    setName:
      classificationId === null ? 'every carrier' : `${chosen?.name ?? `classification ${classificationId}`} carriers`,
    firstPage,
    versions,
    current,
    types,
    typeList: Array.isArray(types.data) ? (types.data as string[]) : [],
    permission: user ? vettingPermissions(user).editRules : null,
    opened,
    setOpened,
  };
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  classificationsQuery,
  ruleSetsPageQuery,
  shownPage,
  useCurrentUser,
  warnNoCompany,
  type Rule,
} from '../../api';
import { RULE_SETS_LIST, ruleSetsQuery, versionInForce, vettingPermissions } from '../../domain';
import { useListUrlState } from '../../ui/use-list-url-state';
import { rulesParts } from './rules.route';

/**
 * What the Rules screen reads: the chosen set (from the URL), its versions (page 1 holds the one in
 * force; the table shows the URL's page), the rule types it may hold, the active classifications,
 * and whether this user may edit (with the reason when not). The queries are the route data's
 * (rules.route.ts), which the route's loader started; without a company they ask nothing (the
 * console says why), but the rule types.
 */
export function useRulesScreen() {
  const user = useCurrentUser().data?.user;
  const companyId = user?.company?.id ?? null;
  const list = useListUrlState(RULE_SETS_LIST);
  const { state } = list;
  const classificationId = state.filters.classification;
  const queries = rulesParts.set(state, companyId);
  if (companyId === null) warnNoCompany();

  const classifications = useQuery(
    queries.classifications ?? { ...classificationsQuery(0, { 'q[is_active_eq]': true }), enabled: false },
  );
  // Asked for active ones; an inactive one the server sends anyway has no rule set to edit.
  const active = Array.isArray(classifications.data) ? classifications.data.filter((c) => c.is_active) : [];
  const chosen = active.find((c) => c.id === classificationId) ?? null;

  const firstPage = useQuery(
    queries.firstPage ?? { ...ruleSetsPageQuery(ruleSetsQuery(0, { ...state, page: 1 })), enabled: false },
  );
  const versions = useQuery(queries.versions ?? { ...ruleSetsPageQuery(ruleSetsQuery(0, state)), enabled: false });
  const current: Rule | null = versionInForce(shownPage(firstPage).rows ?? []);
  const types = useQuery(queries.types);
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

import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { withPaging, type PageParams } from './query-params';

/**
 * The Rules screen's URL: which rule set (`classification`, none for the set that applies to every
 * carrier) and the page of its versions. One tab: the versions are a single list.
 */
export const RULE_SETS_LIST: ListSpec<'versions', { classification: { kind: 'id' } }> = {
  tabs: ['versions'],
  sorts: [],
  filters: { classification: { kind: 'id' } },
};
export type RuleSetsState = ListState<'versions', (typeof RULE_SETS_LIST)['filters']>;

/**
 * The Rules screen's list of the company's overrides of every carrier (carrier-portal §7, "or company
 * only"): only its page, under the `overrides_` prefix beside the rule set's keys.
 */
export const COMPANY_OVERRIDES_LIST: ListSpec<'all', Record<string, never>> = {
  tabs: ['all'],
  sorts: [],
  filters: {},
};

/** A saved version of a rule set (the parts read here). */
export interface RuleSetVersionInput {
  id: number;
  classification_id: number | null;
  created_at: string;
}

/**
 * The version in force: the newest of the set, by creation time (a later id wins a tie), or null
 * before the first save. The list comes newest first, but this does not rely on it.
 */
export function versionInForce<T extends RuleSetVersionInput>(versions: readonly T[]): T | null {
  let newest: T | null = null;
  for (const version of versions) {
    if (
      newest === null ||
      Date.parse(version.created_at) > Date.parse(newest.created_at) ||
      (version.created_at === newest.created_at && version.id > newest.id)
    )
      newest = version;
  }
  return newest;
}

/** The rules call's parameters (GET rules), as ruleSetsQuery builds them. */
export interface RuleSetsQuery extends PageParams {
  'q[company_id_eq]': number;
  'q[carrier_id_null]': boolean;
  'q[classification_id_null]'?: boolean;
  'q[classification_id_eq]'?: number;
  'q[s]': 'created_at desc';
}

/**
 * The rules call of one set's versions (carrier-portal §7): the company's sets without a carrier,
 * the set for every carrier (no classification) or one classification's, newest first, 50 a page.
 */
export function ruleSetsQuery(companyId: number, state: RuleSetsState): RuleSetsQuery {
  const { classification } = state.filters;
  return withPaging(
    {
      'q[company_id_eq]': companyId,
      'q[carrier_id_null]': true,
      ...(classification === null
        ? { 'q[classification_id_null]': true }
        : { 'q[classification_id_eq]': classification }),
      'q[s]': 'created_at desc',
    },
    state.page,
    PAGE_SIZE,
  );
}

/** How carriers come into the classifications the Rules screen lists: all, by the broker's election, or by rules only. */
export const CLASSIFICATION_PLACEMENTS = ['all', 'election', 'rules'] as const;
export type ClassificationPlacement = (typeof CLASSIFICATION_PLACEMENTS)[number];

/**
 * The classifications call's broker-election filter for a placement (carrier-portal §7,
 * "broker-election filter"): left out for all; true for those the broker places carriers in by
 * hand; false for those only their rules fill.
 */
export function placementFilter(placement: ClassificationPlacement): { 'q[is_by_broker_election_eq]'?: boolean } {
  if (placement === 'all') return {};
  return { 'q[is_by_broker_election_eq]': placement === 'election' };
}

import { PAGE_SIZE } from './constants';

/**
 * The page of a list call: which page (from 1) and how many a page. Each call's parameters are a
 * type of their own beside the function that builds them (`LoadsListQuery`, ...), keyed as the API
 * takes them (Ransack: `q[field_predicate]`, lists as `q[field_in][]`) with the contract's value
 * types; the HTTP layer writes them as text, and `src/api` checks each against the contract.
 */
export interface PageParams {
  page: number;
  per_page: number;
}

/** Adds `page` and `per_page` (default 50) to a query; a page below 1 or not an integer becomes 1. */
export function withPaging<Q extends object>(query: Q, page: number, perPage: number = PAGE_SIZE): Q & PageParams {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  return { ...query, page: safePage, per_page: perPage };
}

/**
 * Whether a value is one of `allowed`, as a type guard: a list's state holds its sort and choices
 * as text, already limited to the spec's by its codec; this gives them the call's value type.
 */
export const isOneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    allowed.some((item) => item === value);

import { PAGE_SIZE } from './constants';

/**
 * Query parameters as the API calls take them: Ransack keys (`q[field_predicate]`, arrays as
 * `q[field_in][]`) with string values, so they pass unchanged to URLSearchParams or axios.
 */
export type QueryParams = Record<string, string | string[]>;

/** Adds `page` and `per_page` (default 50) to a query; a page below 1 or not an integer becomes 1. */
export function withPaging(query: QueryParams, page: number, perPage: number = PAGE_SIZE): QueryParams {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  return { ...query, page: String(safePage), per_page: String(perPage) };
}

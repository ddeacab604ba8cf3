import { LANE_RESULTS_CAP_ITEMS, LANE_RESULTS_CAP_PAGES, PAGE_SIZE } from './constants';

/** Paging of a list, read from the currentpage, totalpages and totalitems response headers. */
export interface Paging {
  currentPage: number;
  totalPages: number;
  totalRecords: number;
}

/** The paging after a failed load: page 1 of 1 with 0 items. */
export const EMPTY_PAGING: Paging = { currentPage: 1, totalPages: 1, totalRecords: 0 };

type HeaderValue = string | number | readonly string[] | null | undefined;

function header(headers: Readonly<Record<string, HeaderValue>>, name: string): number | null {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const raw = entry?.[1];
  const text = String(Array.isArray(raw) ? raw[0] : raw).trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Paging from response headers (any case); a missing or garbage header takes its EMPTY_PAGING value, pages are at least 1. */
export function pagingFromHeaders(headers: Readonly<Record<string, HeaderValue>>): Paging {
  return {
    currentPage: Math.max(1, header(headers, 'currentpage') ?? EMPTY_PAGING.currentPage),
    totalPages: Math.max(1, header(headers, 'totalpages') ?? EMPTY_PAGING.totalPages),
    totalRecords: header(headers, 'totalitems') ?? EMPTY_PAGING.totalRecords,
  };
}

/**
 * Lane search results are capped at 200 items over 4 pages. When the headers say exactly that and a
 * page brings fewer than 50 rows, that page is the real last one: total pages becomes the current
 * page and total records the rows of the full pages before it plus the rows that came back.
 */
export function lanePaging(paging: Paging, rowsReturned: number): Paging {
  const capped = paging.totalRecords === LANE_RESULTS_CAP_ITEMS && paging.totalPages === LANE_RESULTS_CAP_PAGES;
  if (!capped || rowsReturned >= PAGE_SIZE) return paging;
  return {
    currentPage: paging.currentPage,
    totalPages: paging.currentPage,
    totalRecords: (paging.currentPage - 1) * PAGE_SIZE + rowsReturned,
  };
}

/**
 * An empty first page means the whole result is empty, whatever the headers counted (a mock's one set
 * of headers sent with an empty example, a server counting before a filter): page 1 of 1 with 0 items,
 * so the pager never claims items the list cannot show. A later empty page keeps its headers.
 */
export function pagingOfRows(paging: Paging, rowsReturned: number): Paging {
  return rowsReturned === 0 && paging.currentPage === 1 ? EMPTY_PAGING : paging;
}

/**
 * A count with its noun, as a pager says it: "1 crash", "2 crashes", "0 loads". `plural` is the
 * list's noun ("carriers", "associated carriers", "crashes"); one item takes its singular.
 */
export function countOf(count: number, plural: string, format: (n: number) => string = String): string {
  if (count !== 1) return `${format(count)} ${plural}`;
  const singular = /(?:ch|sh|x|ss)es$/.test(plural) ? plural.slice(0, -2) : plural.replace(/s$/, '');
  return `${format(count)} ${singular}`;
}

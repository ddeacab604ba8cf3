import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getListCarriersQueryKey,
  listCarriers,
  searchCarriers,
  searchCarriersByEmail,
  searchCarriersByPhone,
  useGlobalSearchCarriers,
} from '../../generated/monitor/hooks/carriers/carriers';
import { useListClassifications } from '../../generated/monitor/hooks/classifications/classifications';
import { getGetVehicleByVinQueryOptions } from '../../generated/monitor/hooks/vehicles/vehicles';
import type {
  CarrierLaneSearchRequest,
  CarrierSearchFilters,
  LaneRoute,
  LaneSearchCarrier,
  ListCarriersParams,
} from '../../generated/monitor/model';
import {
  lanePaging,
  pagingOfRows,
  type CarrierSampleParams,
  type CarrierSearchParams,
  type CarrierSearchQ,
  type LaneSearchBody,
  type MyCarriersParams,
  type Paging,
} from '../domain';
import { pagedQueryOptions, pagingHeadersOf, withPaging, type PagedList } from './paged';
import type { SameParams } from './same-params';

export type {
  Area,
  CarrierSearchResult,
  ContactSearchResult,
  LaneRoute,
  LaneSearchCarrier,
} from '../../generated/monitor/model';

// The domain's names for the filters are the contract's (a compile-time check: a renamed or retyped
// filter in either fails the typecheck here).
const sameFilters = (q: CarrierSearchQ): CarrierSearchFilters => q;
const sameBody = (body: LaneSearchBody): CarrierLaneSearchRequest => ({ ...body, q: sameFilters(body.q) });
// So are its queries of the carrier search: the search's, Home's map sample and Home's my carriers.
type _Checked = [
  SameParams<CarrierSearchParams, ListCarriersParams>,
  SameParams<CarrierSampleParams, ListCarriersParams>,
  SameParams<MyCarriersParams, ListCarriersParams>,
];

/**
 * One page of the carrier search (`listCarriers` with the search's params), with its paging headers:
 * Carrier Search's and Carrier Search Results' (their route data: carrier-search.route.ts), Home's.
 */
export const carrierSearchPageQuery = (params: ListCarriersParams) =>
  pagedQueryOptions(getListCarriersQueryKey(params), (signal) => listCarriers(params, undefined, signal));

/**
 * A page of carriers for Home (its map's sample, its My carriers section: `listCarriers` with the
 * domain's `carrierSampleParams` / `myCarriersParams`), with its paging; nothing is asked while
 * `params` is null. The cache key is the search's, so subscribing refreshes My carriers.
 */
export function useCarriersPage(params: ListCarriersParams | null) {
  return useQuery({ ...carrierSearchPageQuery(params ?? {}), enabled: params !== null });
}

/** A page of lane search results: the carriers, the paging (the lane cap applied) and the route. */
export interface LanePage {
  rows: LaneSearchCarrier[];
  paging: Paging;
  route: LaneRoute | null;
}

async function fetchLanePage(body: LaneSearchBody, signal?: AbortSignal): Promise<LanePage> {
  const data = await searchCarriers(sameBody(body), undefined, signal);
  const rows = Array.isArray(data?.carriers) ? data.carriers : [];
  return {
    rows,
    paging: pagingOfRows(lanePaging(pagingHeadersOf(data), rows.length), rows.length),
    route: data?.route ?? null,
  };
}

/** The lane search's query key: the contract path and the body, like the generated keys. */
export const laneSearchKey = (body: LaneSearchBody | null) => ['/api/v1/carriers/search', body] as const;

/** One page of a lane search (`searchCarriers`, a POST that only reads), cached by its body (lane-search-results.route.ts). */
export const laneSearchQuery = (body: LaneSearchBody | null) =>
  queryOptions<LanePage, Error, LanePage, ReturnType<typeof laneSearchKey>>({
    queryKey: laneSearchKey(body),
    queryFn: ({ signal }) => (body ? fetchLanePage(body, signal) : Promise.reject(new Error('No lane to search'))),
    placeholderData: keepPreviousData,
  });

/** A contact search's query (a POST that only reads: e-mail or phone), cached by what was searched (contact-search.route.ts). */
export const contactSearchQuery = (params: { email: string } | { phone: string } | null) =>
  queryOptions({
    queryKey: ['/api/v1/carriers/contact_search', params],
    queryFn: ({ signal }) => {
      if (params === null) return Promise.reject(new Error('Nothing to search'));
      return 'email' in params
        ? searchCarriersByEmail({ email: params.email }, undefined, signal)
        : searchCarriersByPhone({ phone: params.phone }, undefined, signal);
    },
  });

/** The company's active carrier classifications, for the search's classification filter; nothing is asked without a company. */
export const useActiveClassifications = (companyId: number | null) =>
  useListClassifications(
    { 'q[company_id_eq]': companyId ?? 0, 'q[is_active_eq]': true },
    { query: { enabled: companyId !== null, staleTime: 300_000 } },
  );

/** Home's Report fraud finder: carriers matching what was typed, best match first, 8 of them. */
export function useCarrierFinder(text: string) {
  const query = text.trim().toUpperCase();
  return useGlobalSearchCarriers(
    { query, per_page: 8 },
    { query: { enabled: query.length >= 2, placeholderData: keepPreviousData } },
  );
}

/** Looks a vehicle up by its VIN (Home's search box); rejects with the call's error (404: no such vehicle). */
export function useVehicleLookup() {
  const client = useQueryClient();
  return useCallback((vin: string) => client.fetchQuery(getGetVehicleByVinQueryOptions(vin)), [client]);
}

/**
 * Every page of a search, one after another (for the CSV export): `fetchPage(page)` answers a page,
 * `onProgress` hears each page done out of the total the first page announced, and an aborted
 * `signal` stops before the next page.
 */
export async function fetchEveryPage<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<PagedList<T>>,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  let total = 1;
  for (let page = 1; page <= total; page += 1) {
    signal.throwIfAborted();
    const result = await fetchPage(page, signal);
    rows.push(...result.rows);
    total = result.paging.totalPages;
    onProgress(page, total);
  }
  return rows;
}

/** One page of a carrier search for the export: 100 a page (the API's most), fewer calls. */
export const carrierSearchExportPage = (params: ListCarriersParams) => (page: number, signal: AbortSignal) =>
  withPaging(listCarriers({ ...params, page, per_page: 100 }, undefined, signal));

/** One page of a lane search for the export (50 a page: the lane cap is counted in pages of 50). */
export const laneSearchExportPage = (body: LaneSearchBody) => (page: number, signal: AbortSignal) =>
  fetchLanePage({ ...body, page }, signal);

import { useQueries } from '@tanstack/react-query';
import {
  getGetCarrierDetailQueryOptions,
  getGetCarrierSafetyQueryOptions,
  getListCarrierCrashesQueryKey,
  getListCarrierInspectionsQueryKey,
  getListCarrierViolationsQueryKey,
  listCarrierCrashes,
  listCarrierInspections,
  listCarrierViolations,
} from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import type {
  CarrierDetail,
  ListCarrierCrashesParams,
  ListCarrierInspectionsParams,
  ListCarrierViolationsParams,
} from '../../generated/monitor/model';
import type { CrashesListQuery, InspectionsListQuery, ViolationsListQuery } from '../domain';
import { takeEarlyCarrier } from '../lib/early-carrier';
import { sessionToken } from '../lib/session-token';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's queries of these calls are the contract's parameters (checked here, at compile time).
type _Checked = [
  SameParams<InspectionsListQuery, ListCarrierInspectionsParams>,
  SameParams<ViolationsListQuery, ListCarrierViolationsParams>,
  SameParams<CrashesListQuery, ListCarrierCrashesParams>,
];

/** The carrier profile (monitor API): the header, the Safety tab, the Equipment and ELD tab, Insights. */
export {
  useGetCarrierInsights,
  useListCarrierEldVehicles,
  useListCarrierFiveZipTouches,
  useListCarrierEldVerifiedAreas,
  useListCarrierRateConfirmationEndpoints,
  useGetCarrierTriumphPayAnalysis,
  useGetCarrierPowerUnitStats,
  useGetCarrierEldStatus,
  useListCarrierEquipment,
} from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
export { useCreateEditRequest } from '../../generated/monitor/hooks/edit-requests/edit-requests';
export type {
  BasicScore,
  CarrierCrash,
  CarrierDetail,
  CarrierEldStatus,
  CarrierEquipment,
  CarrierInspection,
  CarrierSafety,
  CarrierViolation,
  EldCarrierVehicle,
  EldVerifiedAreaVisit,
  FiveZipAreaTouch,
  OutOfServiceRate,
  RateConfirmationEndpoint,
} from '../../generated/monitor/model';

/**
 * The profile header's query (the carrier profile's route data, carrier-profile.route.ts). Its first
 * fetch takes the answer the head's boot script asked for this carrier (src/lib/early-carrier.ts);
 * on anything but a 200 with a body it asks itself, so every error takes its usual path.
 */
export const carrierDetailQuery = (id: number) => {
  const options = getGetCarrierDetailQueryOptions(id);
  const ask = options.queryFn;
  if (typeof ask !== 'function') return options;
  const queryFn: typeof ask = (context) => {
    const early = takeEarlyCarrier(sessionToken.get(), id);
    return early ? early.then((answer) => (answer as CarrierDetail | null) ?? ask(context)) : ask(context);
  };
  return { ...options, queryFn };
};

/** The Safety tab's SMS snapshot (GET carriers/{id}/safety). */
export const carrierSafetyQuery = (id: number) => getGetCarrierSafetyQueryOptions(id);

/** Each carrier read so far, by its id: its legal name. */
const namesOf = (results: readonly { data?: CarrierDetail }[]): ReadonlyMap<number, string> =>
  new Map(results.flatMap(({ data }) => (data ? [[data.id, data.legal_name] as const] : [])));

/**
 * The legal names of carriers known only by id (a load's set-aside carriers: a disposition carries
 * the id alone), from each carrier's detail under the profile header's key (so a profile opened
 * since is not asked again). A carrier that cannot be read is left out; the screen says its id.
 * The map is the same object while the details are (TanStack's `combine` with a stable function).
 */
export function useCarrierNames(ids: readonly number[]): ReadonlyMap<number, string> {
  return useQueries({
    queries: ids.map((id) => ({ ...carrierDetailQuery(id), staleTime: 5 * 60_000, retry: false })),
    combine: namesOf,
  });
}

/** One page of the carrier's inspections (the Safety tab's table), with its paging headers. */
export const inspectionsPageQuery = (id: number, params: ListCarrierInspectionsParams) =>
  pagedQueryOptions(getListCarrierInspectionsQueryKey(id, params), (signal) =>
    listCarrierInspections(id, params, undefined, signal),
  );

/** One page of the carrier's crashes, with its paging headers. */
export const crashesPageQuery = (id: number, params: ListCarrierCrashesParams) =>
  pagedQueryOptions(getListCarrierCrashesQueryKey(id, params), (signal) =>
    listCarrierCrashes(id, params, undefined, signal),
  );

/** One page of the violations cited at the carrier's inspections, with its paging headers. */
export const violationsPageQuery = (id: number, params: ListCarrierViolationsParams) =>
  pagedQueryOptions(getListCarrierViolationsQueryKey(id, params), (signal) =>
    listCarrierViolations(id, params, undefined, signal),
  );

/**
 * The carrier lists on Home (carrier-portal §7 "GET carriers (search, insights, my carriers, sample
 * lists)", §9 "carrier insights and my carriers default 15", §6 "paywall flags gate … insights"): a
 * sample of active carriers based near the lane end the broker chose, drawn on Home's map, and the
 * broker company's own carriers (my carriers) with their insights when the plan includes them.
 */
import { carrierSearchClosed } from './access';
import type { Brand } from './brand';
import { SMALL_PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';

/** How far from the chosen lane end the map's sample reaches, in miles (a short deadhead to the pickup). */
export const CARRIER_SAMPLE_RADIUS_MILES = 100;
/** How many carriers the map's sample holds at most: one page of the small lists (§9). */
export const CARRIER_SAMPLE_SIZE = SMALL_PAGE_SIZE;

/** A lane end as Home's map knows it: its name and where it is (null until known). */
export interface SamplePlace {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** A place with its coordinates known. */
export type LocatedPlace = SamplePlace & { latitude: number; longitude: number };

const located = (place: SamplePlace | null): place is LocatedPlace =>
  place !== null && Number.isFinite(place.latitude) && Number.isFinite(place.longitude);

/**
 * The lane end the sample is drawn around: the origin once it is chosen and located (the broker
 * looks for a truck there), else the destination; null while neither is.
 */
export function sampleEnd(origin: SamplePlace | null, destination: SamplePlace | null): LocatedPlace | null {
  if (located(origin)) return origin;
  return located(destination) ? destination : null;
}

/** The sample's call (`listCarriers`), exactly as sent. */
export interface CarrierSampleParams {
  sample: true;
  latitude: number;
  longitude: number;
  radius_miles: number;
  per_page: number;
}

/** Four decimals (about 11 m): the same place asks the same call, and a cached sample is reused. */
const coordinate = (value: number) => Math.round(value * 10_000) / 10_000;

/** The map's sample around a place: `sample=true`, its latitude and longitude, the radius and the sample's size. */
export function carrierSampleParams(place: { latitude: number; longitude: number }): CarrierSampleParams {
  return {
    sample: true,
    latitude: coordinate(place.latitude),
    longitude: coordinate(place.longitude),
    radius_miles: CARRIER_SAMPLE_RADIUS_MILES,
    per_page: CARRIER_SAMPLE_SIZE,
  };
}

/** The rows of a sample that can be drawn: those with a latitude and a longitude. */
export function locatedCarriers<T extends { latitude: number | null; longitude: number | null }>(
  rows: readonly T[],
): (T & { latitude: number; longitude: number })[] {
  return rows.filter(
    (row): row is T & { latitude: number; longitude: number } =>
      Number.isFinite(row.latitude) && Number.isFinite(row.longitude),
  );
}

/** The caption under the map: how many carriers the sample drew and around where. */
export function carrierSampleCaption(shown: number, place: string): string {
  const within = `within ${CARRIER_SAMPLE_RADIUS_MILES} mi of ${place}`;
  if (shown <= 0) return `No active carrier is based ${within}.`;
  return `${shown} ${shown === 1 ? 'carrier' : 'carriers'} based ${within} — a sample`;
}

type One = 'all';
/** My carriers on Home: only their page, in the address as `mine_page`. */
export const MY_CARRIERS_LIST: ListSpec<One, Record<string, never>> = { tabs: ['all'], sorts: [], filters: {} };
export type MyCarriersListState = ListState<One, Record<string, never>>;
/** The prefix of Home's my-carriers list in the address (`?mine_page=2`). */
export const MY_CARRIERS_PREFIX = 'mine';

/** The my-carriers call (`listCarriers`), exactly as sent. */
export interface MyCarriersParams {
  'q[subscriptions_company_id_eq]': number;
  page: number;
  per_page: number;
  include_insights?: true;
}

/** What Home's My carriers section may show a user: the company's carriers, and their insights with the plan's. */
export interface MyCarriersAccess {
  companyId: number;
  insights: boolean;
}

/**
 * Whether Home lists the user's carriers: a company to list them for, and carrier search open (the
 * watchdog brand without carrier search has no my-carrier list, §6); insights only with the
 * paywall's can_view_insights.
 */
export function myCarriersAccess(
  user: {
    company: { id: number } | null;
    paywall: { can_view_insights: boolean };
    watchdog_limits: { can_carrier_search_for_watchdog: boolean };
  },
  brand: Brand,
): MyCarriersAccess | null {
  if (!user.company || carrierSearchClosed(user, brand)) return null;
  return { companyId: user.company.id, insights: user.paywall.can_view_insights };
}

/**
 * One page of my carriers, 15 a page, by legal name (the call's default, not sent); `include_insights`
 * only when the plan includes insights (left out otherwise, so they are never asked for).
 */
export function myCarriersParams(access: MyCarriersAccess, list: MyCarriersListState): MyCarriersParams {
  return {
    'q[subscriptions_company_id_eq]': access.companyId,
    page: Number.isInteger(list.page) && list.page > 0 ? list.page : 1,
    per_page: SMALL_PAGE_SIZE,
    ...(access.insights ? { include_insights: true as const } : {}),
  };
}

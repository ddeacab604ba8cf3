import {
  carrierDetailQuery,
  carrierSafetyQuery,
  crashesPageQuery,
  inspectionsPageQuery,
  violationsPageQuery,
} from '../../api/carrier-profile';
import { defineRouteData } from '../../api/route-data';
import {
  CRASHES_LIST,
  INSPECTIONS_LIST,
  VIOLATIONS_LIST,
  crashesListQuery,
  inspectionsListQuery,
  nestedListCodec,
  parseId,
  profileAccess,
  violationsListQuery,
  type CrashesListState,
  type InspectionsListState,
  type ViolationsListState,
} from '../../domain';
import { currentBrand } from '../../ui/brand';
import { PROFILE_TABS, visibleTabs } from './profile-tabs';

/** The Safety tab's three lists, each as its nested part of the address has it (`inspections_page`…). */
export interface SafetyLists {
  inspections: InspectionsListState;
  violations: ViolationsListState;
  crashes: CrashesListState;
}

/** What the carrier profile shows from its address: the carrier, the open tab and, on Safety, its lists. */
export interface CarrierProfileInput {
  id: number;
  /** The open tab, as the screen decides it (`?tab=` among the tabs this user sees; the first by default). */
  tab: string;
  /** The Safety tab's lists when it is open and shows safety data (not withheld by block_safety_data); else null. */
  safety: SafetyLists | null;
}

/** Each part of the profile asks its query from here (the header, the Safety tab's snapshot and lists). */
export const carrierProfileParts = {
  /** The header: identity, authority, assessment, the actions. */
  detail: (id: number) => carrierDetailQuery(id),
  /** The SMS snapshot: rating, BASIC percentiles, OOS rates (the page's largest paint on Safety). */
  snapshot: (id: number) => carrierSafetyQuery(id),
  inspections: (id: number, list: InspectionsListState) => inspectionsPageQuery(id, inspectionsListQuery(list)),
  violations: (id: number, list: ViolationsListState) => violationsPageQuery(id, violationsListQuery(list)),
  crashes: (id: number, list: CrashesListState) => crashesPageQuery(id, crashesListQuery(list)),
};

/**
 * The profile's first queries: its header and, when it opens on the Safety tab (the first tab) and
 * the user may see safety data, that tab's four calls: its snapshot is the page's largest paint. The
 * other tabs ask for their data when they are opened (only their code is fetched along).
 */
export const carrierProfileQueries = ({ id, safety }: CarrierProfileInput) => ({
  detail: carrierProfileParts.detail(id),
  snapshot: safety ? carrierProfileParts.snapshot(id) : null,
  inspections: safety ? carrierProfileParts.inspections(id, safety.inspections) : null,
  violations: safety ? carrierProfileParts.violations(id, safety.violations) : null,
  crashes: safety ? carrierProfileParts.crashes(id, safety.crashes) : null,
});

export default defineRouteData<CarrierProfileInput>({
  input: ({ params, query }, user) => {
    // An address that names no id shows "not found" and asks nothing.
    const id = parseId(params.id);
    if (id === null) return null;
    // The tabs this user sees (the watchdog limit hides all but identity alerts), as ProfileView has them.
    const access = profileAccess(user?.user ?? null, currentBrand());
    const ids = visibleTabs(PROFILE_TABS, access).map((t) => t.id);
    const asked = query.get('tab');
    const tab = asked !== null && ids.includes(asked) ? asked : (ids[0] ?? '');
    // The Safety tab's lists read their nested part of the address as useNestedListState does.
    const safety =
      tab === 'safety' && access.safety
        ? {
            inspections: nestedListCodec(INSPECTIONS_LIST, 'inspections').fromUrl(query),
            violations: nestedListCodec(VIOLATIONS_LIST, 'violations').fromUrl(query),
            crashes: nestedListCodec(CRASHES_LIST, 'crashes').fromUrl(query),
          }
        : null;
    return { id, tab, safety };
  },
  queries: carrierProfileQueries,
  // The open tab's code (code only: it asks for nothing), so the tab does not wait for it after the header.
  preload: ({ tab }) => PROFILE_TABS.find((t) => t.id === tab)?.preload(),
});

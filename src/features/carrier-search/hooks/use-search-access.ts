import { useCurrentUser } from '../../../api';
import { isPlanLimitReached, mayOpen, myCarriersAccess } from '../../../domain';
import { currentBrand } from '../../../ui/brand';

/**
 * What the signed-in user may do on the search screens (carrier-portal §6 and the paywall): reach
 * lane, contact, vehicle and saved searches; export; set a company default (managers, who hold
 * manage_users); see the dashboard's alerts; list the company's carriers on Home (`myCarriers`, with
 * whether their insights may be asked). `planLimitReached`: the carrier_searches limit is used up.
 */
export function useSearchAccess() {
  const user = useCurrentUser().data?.user ?? null;
  const brand = currentBrand();
  const may = (route: Parameters<typeof mayOpen>[0]) => (user ? mayOpen(route, user, brand) : false);
  return {
    user,
    lanes: may('laneSearchResults'),
    contacts: may('contactSearch'),
    vehicles: may('vehicleShow'),
    savedSearches: may('savedSearches'),
    canExport: user?.paywall.can_export === true,
    canSetCompanyDefault: user?.scopes.includes('manage_users') === true,
    alerts: user?.paywall.can_load_dashboard === true,
    myCarriers: user ? myCarriersAccess(user, brand) : null,
    planLimitReached: user ? isPlanLimitReached(user.paywall) : false,
    searchLimit: user?.paywall.limits.carrier_searches ?? null,
  };
}

import type { Brand } from './brand';

/** The part of the signed-in user the carrier profile's access rules read. */
export interface ProfileAccessUser {
  scopes: readonly string[];
  company: { id: number } | null;
  paywall: { can_view_insights: boolean; can_view_insurance_certificates: boolean };
  watchdog_limits: { can_view_full_carrier_page: boolean };
}

/** What the carrier profile may show this user (carrier-portal §6). */
export interface ProfileAccess {
  /** Every tab; false on the watchdog brand without "can view full carrier page": header and identity alerts only. */
  fullPage: boolean;
  /** Safety data (the Safety tab); false with the scope block_safety_data. */
  safety: boolean;
  /** The Insights tab's data; false without the paywall's can_view_insights (an upgrade prompt instead). */
  insights: boolean;
  /** Certificate requests and their timeline, and asking for a cargo certificate. */
  certificates: boolean;
  /** The user's company, whose own identity alerts it may withdraw. */
  companyId: number | null;
  /** The site value of alerts this user reports: the watchdog brand sends its own. */
  alertSite: 'broker_portal' | 'watchdog';
}

/** The carrier profile's access rules for a user on a brand; nobody signed in sees nothing. */
export function profileAccess(user: ProfileAccessUser | null, brand: Brand): ProfileAccess {
  const alertSite = brand === 'watchdog' ? 'watchdog' : 'broker_portal';
  if (user === null)
    return { fullPage: false, safety: false, insights: false, certificates: false, companyId: null, alertSite };
  const fullPage = brand !== 'watchdog' || user.watchdog_limits.can_view_full_carrier_page;
  return {
    fullPage,
    safety: fullPage && !user.scopes.includes('block_safety_data'),
    insights: fullPage && user.paywall.can_view_insights,
    certificates: fullPage && user.paywall.can_view_insurance_certificates,
    companyId: user.company?.id ?? null,
    alertSite,
  };
}

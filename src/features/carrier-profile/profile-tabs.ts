import type { ComponentType, LazyExoticComponent } from 'react';
import type { ProfileAccess } from '../../domain';
import { lazyWithPreload } from '../../ui/lazy-preload';
import type { ProfileTabProps } from './profile-tab-props';

/** One tab of the carrier profile. */
export interface ProfileTab {
  /** The `?tab=` value; the first tab of the list is the default and is left out of the URL. */
  id: string;
  label: string;
  /** Its own chunk: rendered when the tab is first opened, so a tab requests no data until then. */
  Component: LazyExoticComponent<ComponentType<ProfileTabProps>>;
  /** Fetches the tab's code (no data) so that opening it waits only for its calls. */
  preload: () => void;
  /** Hidden, with the rest, on the watchdog brand without "can view full carrier page". */
  limitedByWatchdog: boolean;
}

/**
 * The profile's tabs, in order, as data (issue 16). A new tab is one entry here: the vetting
 * tabs (issue 17) `rules` and `onboarding` come after the FMCSA sections. Finer access rules (safety data,
 * insights, certificates) are each tab's own: it explains what it hides instead of disappearing.
 */
export const PROFILE_TABS: readonly ProfileTab[] = [
  {
    id: 'safety',
    label: 'Safety',
    ...lazyWithPreload<ProfileTabProps>(() => import('./safety/safety-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'insurance',
    label: 'Insurance',
    ...lazyWithPreload<ProfileTabProps>(() => import('./insurance/insurance-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'equipment',
    label: 'Equipment and ELD',
    ...lazyWithPreload<ProfileTabProps>(() => import('./equipment/equipment-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'insights',
    label: 'Insights',
    ...lazyWithPreload<ProfileTabProps>(() => import('./insights/insights-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'rules',
    label: 'Rules',
    ...lazyWithPreload<ProfileTabProps>(() => import('./rules/carrier-rules-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'onboarding',
    label: 'Onboarding',
    ...lazyWithPreload<ProfileTabProps>(() => import('./onboarding/onboarding-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'associations',
    label: 'Associated carriers',
    ...lazyWithPreload<ProfileTabProps>(() => import('./associations/associations-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'directory',
    label: 'Directory',
    ...lazyWithPreload<ProfileTabProps>(() => import('./directory/directory-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'identity-alerts',
    label: 'Identity alerts',
    ...lazyWithPreload<ProfileTabProps>(() => import('./identity-alerts/identity-alerts-tab')),
    limitedByWatchdog: false,
  },
  {
    id: 'notes',
    label: 'Notes',
    ...lazyWithPreload<ProfileTabProps>(() => import('./notes/notes-tab')),
    limitedByWatchdog: true,
  },
];

/** The tabs this user sees: all of them, or on the watchdog limit only those it leaves. */
export function visibleTabs(tabs: readonly ProfileTab[], access: ProfileAccess): readonly ProfileTab[] {
  return access.fullPage ? tabs : tabs.filter((tab) => !tab.limitedByWatchdog);
}

/** Where each header risk signal is explained: the tab it links to. */
export const SIGNAL_TABS = {
  oos_order: 'safety',
  insurance: 'insurance',
  eld: 'equipment',
  do_not_dispatch_links: 'associations',
  identity_alerts: 'identity-alerts',
} as const;

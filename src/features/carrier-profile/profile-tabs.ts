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

type TabModule = { default: ComponentType<ProfileTabProps> };

/** A tab's component from its chunk, and a way to fetch that chunk before the tab is opened. */
export function lazyTab(load: () => Promise<TabModule>): Pick<ProfileTab, 'Component' | 'preload'> {
  return lazyWithPreload(load);
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
    ...lazyTab(() => import('./safety/safety-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'insurance',
    label: 'Insurance',
    ...lazyTab(() => import('./insurance/insurance-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'equipment',
    label: 'Equipment and ELD',
    ...lazyTab(() => import('./equipment/equipment-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'insights',
    label: 'Insights',
    ...lazyTab(() => import('./insights/insights-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'rules',
    label: 'Rules',
    ...lazyTab(() => import('./rules/carrier-rules-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'onboarding',
    label: 'Onboarding',
    ...lazyTab(() => import('./onboarding/onboarding-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'associations',
    label: 'Associated carriers',
    ...lazyTab(() => import('./associations/associations-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'directory',
    label: 'Directory',
    ...lazyTab(() => import('./directory/directory-tab')),
    limitedByWatchdog: true,
  },
  {
    id: 'identity-alerts',
    label: 'Identity alerts',
    ...lazyTab(() => import('./identity-alerts/identity-alerts-tab')),
    limitedByWatchdog: false,
  },
  {
    id: 'notes',
    label: 'Notes',
    ...lazyTab(() => import('./notes/notes-tab')),
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

/**
 * Page-view analytics behind an adapter. The default records nothing and loads no script; a
 * deployment installs its tracker with `setAnalytics`. Calls happen only when env.analytics is true.
 */
export interface Analytics {
  pageView(path: string): void;
}

let analytics: Analytics = { pageView: () => undefined };

/**
 * Installs the analytics vendor's adapter (a deployment's own start-up code calls it).
 * @public
 */
export function setAnalytics(adapter: Analytics): void {
  analytics = adapter;
}

/** The installed analytics adapter. */
export const currentAnalytics = (): Analytics => analytics;

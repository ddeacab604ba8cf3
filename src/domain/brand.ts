/** The two brand variants of the portal. */
export type Brand = 'default' | 'watchdog';

/** The brand of a host name: watchdog when it contains "watchdog" (any case). */
export function brandFromHost(hostname: string): Brand {
  return hostname.toLowerCase().includes('watchdog') ? 'watchdog' : 'default';
}

/** The brand a user's paywall belongs to. */
export function brandOfPaywall(paywall: { is_watchdog: boolean }): Brand {
  return paywall.is_watchdog ? 'watchdog' : 'default';
}

/** The environment label of error reports: "prod" for any production build, the mode otherwise. */
export function environmentLabel(production: boolean, mode: string): string {
  return production ? 'prod' : mode;
}

/** Build-time settings, read once from Vite's environment. Defaults run the portal against Prism. */
export const env = {
  identityBaseUrl: import.meta.env.VITE_IDENTITY_BASE_URL ?? '/identity',
  monitorBaseUrl: import.meta.env.VITE_MONITOR_BASE_URL ?? '/monitor',
  sentryDsn: import.meta.env.VITE_SENTRY_DSN ?? '',
  /** Error reports' environment label: "prod" in a production build (carrier-portal §8), else Vite's mode. */
  environment: environmentLabel(import.meta.env.PROD, import.meta.env.MODE),
  /** Error reports' code version: VITE_RELEASE, else `broker-portal@<version>+<commit>` (vite.config.ts). */
  release: import.meta.env.VITE_RELEASE ?? 'dev',
  /** Section 8's automation check; on only in builds that set VITE_BOT_CHECK=on (see src/app/bot-check.ts). */
  botCheck: import.meta.env.VITE_BOT_CHECK === 'on',
  /** Page-view analytics run only when this environment check is true (production builds that ask for it). */
  analytics: import.meta.env.PROD && import.meta.env.VITE_ANALYTICS === 'on',
  /** Where users whose company is missing or not a broker are sent (full-page redirect). */
  onboardingUrl: import.meta.env.VITE_ONBOARDING_URL ?? 'https://onboarding.example-broker.com/start',
  /**
   * The map tile address template (`https://tile.example.com/{z}/{x}/{y}.png`, `{s}` allowed) and its
   * attribution. Empty by default: the load map then draws the route and positions on a plain
   * background, so nothing is fetched from the internet unless a deployment asks for it.
   */
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL ?? '',
  mapAttribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '',
  /**
   * The payment provider whose card form turns a card into a nonce (src/ui/payments). `fake`, the
   * default, is a local test tokeniser: it loads no script and sends the card nowhere, so
   * development, the tests and the CSP need nothing from outside. `braintree`: Braintree's hosted fields.
   */
  paymentProvider: import.meta.env.VITE_PAYMENT_PROVIDER ?? 'fake',
  /** Braintree's tokenization key (`sandbox_…` or `production_…`), with VITE_PAYMENT_PROVIDER=braintree. */
  braintreeAuthorization: import.meta.env.VITE_BRAINTREE_AUTHORIZATION ?? '',
  /**
   * An OSRM-compatible routing server (`https://router.example.com`, serving `/route/v1/driving/...`):
   * load and lane maps then draw the road route. Empty by default: straight lines, nothing fetched.
   */
  routingUrl: import.meta.env.VITE_ROUTING_URL ?? '',
  /** Intercom's workspace id for the support chat (its Messenger with identity verification); empty: no chat. */
  intercomAppId: import.meta.env.VITE_INTERCOM_APP_ID ?? '',
  /** The https origin of each brand, for the brand-mismatch redirect. */
  brandHosts: {
    default: import.meta.env.VITE_DEFAULT_BRAND_ORIGIN ?? 'https://app.example-broker.com',
    watchdog: import.meta.env.VITE_WATCHDOG_BRAND_ORIGIN ?? 'https://watchdog.example-broker.com',
  },
} as const;

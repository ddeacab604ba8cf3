/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_IDENTITY_BASE_URL?: string;
  readonly VITE_MONITOR_BASE_URL?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RELEASE?: string;
  readonly VITE_ONBOARDING_URL?: string;
  readonly VITE_BOT_CHECK?: string;
  readonly VITE_ANALYTICS?: string;
  readonly VITE_DEFAULT_BRAND_ORIGIN?: string;
  readonly VITE_WATCHDOG_BRAND_ORIGIN?: string;
  readonly VITE_PAYMENT_PROVIDER?: string;
  readonly VITE_BRAINTREE_AUTHORIZATION?: string;
  readonly VITE_ROUTING_URL?: string;
  readonly VITE_INTERCOM_APP_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

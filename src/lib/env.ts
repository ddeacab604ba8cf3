/** Build-time settings, read once from Vite's environment. Defaults run the portal against Prism. */
export const env = {
  identityBaseUrl: import.meta.env.VITE_IDENTITY_BASE_URL ?? '/identity',
  monitorBaseUrl: import.meta.env.VITE_MONITOR_BASE_URL ?? '/monitor',
  sentryDsn: import.meta.env.VITE_SENTRY_DSN ?? '',
  environment: import.meta.env.MODE,
  release: import.meta.env.VITE_RELEASE ?? 'dev',
} as const;

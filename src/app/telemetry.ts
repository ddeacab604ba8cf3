import { env } from '../lib/env';

/**
 * Error reporting. Off unless VITE_SENTRY_DSN is set at build time; when it is, Sentry is loaded as a
 * separate chunk so that it costs nothing to the first paint, with the build's environment and release.
 */
export function startTelemetry(): void {
  if (!env.sentryDsn) return;
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({ dsn: env.sentryDsn, environment: env.environment, release: env.release });
  });
}

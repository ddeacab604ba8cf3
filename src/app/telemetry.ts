import { env } from '../lib/env';

type SentryModule = typeof import('@sentry/react');
let sentry: SentryModule | null = null;

/**
 * Error reporting. Off unless VITE_SENTRY_DSN is set at build time; when it is, Sentry is loaded as a
 * separate chunk (so it costs nothing to the first paint) with the build's environment and release;
 * its global handlers report uncaught errors and unhandled promise rejections.
 */
export function startTelemetry(): void {
  if (!env.sentryDsn) return;
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({ dsn: env.sentryDsn, environment: env.environment, release: env.release });
    sentry = Sentry;
  });
}

/** Reports an error the app caught (error boundaries, failed calls no screen handles). */
export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else if (env.sentryDsn === '') console.warn('[not reported: no VITE_SENTRY_DSN]', error);
}

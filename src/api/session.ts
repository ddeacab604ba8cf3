import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  getGetCurrentUserQueryKey,
  getGetCurrentUserQueryOptions,
  refreshJwt,
  useGetCurrentUser,
  useSignOut,
} from '../../generated/identity/hooks/session/session';
import type { CurrentUserResponse } from '../../generated/identity/model';
import { jwtExpiresAt, jwtRefreshDelay } from '../domain/session-refresh';
import { takeEarlyUser } from '../lib/early-user';
import { jwtPayload } from '../lib/jwt';
import { sessionToken } from '../lib/session-token';
import { supportChat } from '../lib/support-chat';
import { errorStatus } from './errors';
import { onFailedCall } from './http-answers';

/** The current user's query key (what `currentUserQuery()` caches under), for reads of the cache. */
const CURRENT_USER_KEY = getGetCurrentUserQueryKey();
const CURRENT_USER_URL = CURRENT_USER_KEY[0];

// A 401 on the current-user refresh ends the session: forget the token so the guards see no user.
onFailedCall((error) => {
  if (errorStatus(error) === 401 && (error as { config?: { url?: string } }).config?.url === CURRENT_USER_URL) {
    sessionToken.clear();
  }
});

/**
 * The signed-in user and feature flags. Without a stored token it asks nothing; a 401 clears the
 * token (see the listener above), so the user is treated as signed out.
 */
export function useCurrentUser() {
  return useGetCurrentUser<CurrentUserResponse>({ query: { enabled: sessionToken.get() !== null, retry: false } });
}

/**
 * The current user as far as the cache has it, without asking: for the frame the router draws while
 * its first loader refreshes the user (src/app/frame-fallback.tsx), which shows it once it is in.
 * It watches the cache rather than the query: an observer of the query would be the refresh's only
 * one, and its unmounting (StrictMode's rehearsal, the frame giving way) would cancel that refresh
 * and fail the root loader with a CancelledError.
 */
export function useCachedCurrentUser(): CurrentUserResponse | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, () => client.getQueryData<CurrentUserResponse>(CURRENT_USER_KEY));
}

/**
 * Reads, when called, the carrier the signed-in user asked about (`requested_carrier_id` of the
 * cached current user, e.g. who signed up from a carrier's page), or null: for the sign-in steps,
 * which read it after their own call has refreshed the user.
 */
export function useRequestedCarrier(): () => number | null {
  const client = useQueryClient();
  return useCallback(
    () => client.getQueryData<CurrentUserResponse>(CURRENT_USER_KEY)?.user.requested_carrier_id ?? null,
    [client],
  );
}

/** The current user's query options, for route loaders that need the user before their own prefetch. */
export const currentUserQuery = () => getGetCurrentUserQueryOptions<CurrentUserResponse>();

/**
 * The current user as a route loader should judge it: the answer of the refresh under way when there
 * is one (the root loader refreshes the user before each new screen, so scopes and plan are the
 * server's latest), else the cached user, else one fetch. Null when it cannot be had (signed out,
 * an error): the screen's own guard and calls say why.
 */
export function loaderUser(client: QueryClient): Promise<CurrentUserResponse | null> {
  const options = currentUserQuery();
  const refreshing = client.getQueryState(options.queryKey)?.fetchStatus === 'fetching';
  const user = refreshing ? client.fetchQuery({ ...options, staleTime: 0 }) : client.ensureQueryData(options);
  return user.catch(() => null);
}

/** Ends the session; on the server's 204 it forgets the user, the cache and local storage. */
export function useSignOutAndForget() {
  const queryClient = useQueryClient();
  return useSignOut({
    mutation: {
      onSuccess: () => {
        supportChat().shutdown();
        sessionToken.clearAll();
        queryClient.clear();
      },
    },
  });
}

/**
 * Refreshes the current user and feature flags through the query cache (one request, whatever
 * number of guards read it). Null when nobody is signed in or the server no longer accepts the token.
 */
export async function refreshCurrentUser(queryClient: QueryClient): Promise<CurrentUserResponse | null> {
  const token = sessionToken.get();
  if (token === null) return null;
  const options = getGetCurrentUserQueryOptions<CurrentUserResponse>();
  // The first refresh takes the answer the head's boot script asked for (src/lib/early-user.ts); on
  // anything but a 200 it asks itself, so errors (401, 406/418, 5xx) take their usual path.
  const early = takeEarlyUser(token);
  const ask = options.queryFn;
  const queryFn: typeof ask =
    early && typeof ask === 'function'
      ? (context) => early.then((answer) => (answer as CurrentUserResponse | null) ?? ask(context))
      : ask;
  try {
    return await queryClient.fetchQuery({ ...options, queryFn, staleTime: 0 });
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

/**
 * Keeps a long working day signed in: five minutes before the stored JWT expires it is traded for a
 * fresh one (`refreshJwt`), and the next trade is planned from the new token. A refused trade is
 * left alone: the token still works until it expires, and the first call it fails then ends the
 * session as every 401 does. Mounted once by the signed-in shell.
 */
export function useSessionRefresh() {
  useEffect(() => {
    let timer: number | undefined;
    const plan = () => {
      const token = sessionToken.get();
      const delay = token === null ? null : jwtRefreshDelay(jwtExpiresAt(jwtPayload(token)), Date.now());
      if (delay === null) return;
      timer = window.setTimeout(() => {
        refreshJwt()
          .then(({ jwt }) => {
            // Signed out meanwhile: the fresh token must not sign the browser back in.
            if (sessionToken.get() === token) sessionToken.set(jwt);
            plan();
          })
          .catch(() => undefined);
      }, delay);
    };
    plan();
    return () => window.clearTimeout(timer);
  }, []);
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetCurrentUserQueryKey,
  getGetCurrentUserQueryOptions,
  useGetCurrentUser,
  useSignIn,
  useSignInWithCode,
  useSignOut,
} from '../../generated/identity/hooks/session/session';
import { useSignUpWithCode } from '../../generated/identity/hooks/sign-up/sign-up';
import type { CurrentUserResponse } from '../../generated/identity/model';
import { sessionToken } from '../lib/session-token';
import { supportChat } from '../lib/support-chat';
import { errorStatus } from './errors';
import { http } from './http';

const CURRENT_USER_URL = getGetCurrentUserQueryKey()[0];

// A 401 on the current-user refresh ends the session: forget the token so the guards see no user.
http.interceptors.response.use(undefined, (error: unknown) => {
  if (errorStatus(error) === 401 && (error as { config?: { url?: string } }).config?.url === CURRENT_USER_URL) {
    sessionToken.clear();
  }
  return Promise.reject(error);
});

export { useSignIn };

/**
 * What a code step does with the session it answers: keeps the JWT and drops any cached user. The
 * navigation that follows refreshes the user in the root loader; refetching here would let the code
 * step's guard send the user Home before that navigation happens.
 */
export function keepSession(queryClient: QueryClient, session: { jwt: string }): void {
  sessionToken.set(session.jwt);
  queryClient.removeQueries({ queryKey: getGetCurrentUserQueryKey() });
}

/** Trades the e-mailed sign-in code for a session (see `keepSession`). */
export function useSignInWithCodeAndKeepSession() {
  const queryClient = useQueryClient();
  return useSignInWithCode({ mutation: { onSuccess: (session) => keepSession(queryClient, session) } });
}

/** Trades the e-mailed sign-up code for a session, exactly like the sign-in code step. */
export function useSignUpWithCodeAndKeepSession() {
  const queryClient = useQueryClient();
  return useSignUpWithCode({ mutation: { onSuccess: (session) => keepSession(queryClient, session) } });
}

/**
 * The signed-in user and feature flags. Without a stored token it asks nothing; a 401 clears the
 * token (see the interceptor above), so the user is treated as signed out.
 */
export function useCurrentUser() {
  return useGetCurrentUser<CurrentUserResponse>({ query: { enabled: sessionToken.get() !== null, retry: false } });
}

/** The current user's query options, for route loaders that need the user before their own prefetch. */
export const currentUserQuery = () => getGetCurrentUserQueryOptions<CurrentUserResponse>();

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
  if (sessionToken.get() === null) return null;
  try {
    return await queryClient.fetchQuery({ ...getGetCurrentUserQueryOptions<CurrentUserResponse>(), staleTime: 0 });
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetCurrentUserQueryKey,
  useSignIn,
  useSignInWithCode,
} from '../../generated/identity/hooks/session/session';
import { useSignUpWithCode } from '../../generated/identity/hooks/sign-up/sign-up';
import { sessionToken } from '../lib/session-token';

// The sign-in and sign-up steps' calls, apart from session.ts: the app's start-up (the root loader's
// current-user refresh) imports session.ts, and these belong to the steps' own chunks.

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

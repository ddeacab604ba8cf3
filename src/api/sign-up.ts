import { useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey } from '../../generated/identity/hooks/session/session';
import {
  useCheckForOpenUserInvitation,
  useClaimOpenUserInvitation,
  useCreateSignUpCompany,
  useSignUp,
  useUpdateSignUpDetails,
} from '../../generated/identity/hooks/sign-up/sign-up';

export { useSignUp };
export type { OpenUserInvitation } from '../../generated/identity/model';

/** After a sign-up step changed the user: the cached user is stale, so the next read refetches it. */
function useInvalidateCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
}

/**
 * The open invitation to the signed-in user's e-mail, or null. The contract's check is a PATCH (it
 * links the invitation to the user), but it is safe to repeat, so orval generates it as a query
 * (orval.config.ts) and it runs once per visit.
 */
export function useOpenUserInvitation() {
  return useCheckForOpenUserInvitation({
    query: { select: (answer) => answer.open_user_invitation, retry: false, staleTime: 0, gcTime: 0 },
  });
}

/** Joins the inviting company; the current user is refreshed afterwards. */
export function useClaimOpenUserInvitationAndRefresh() {
  const invalidate = useInvalidateCurrentUser();
  return useClaimOpenUserInvitation({ mutation: { onSuccess: invalidate } });
}

/** Creates the signed-up user's company; the current user is refreshed afterwards. */
export function useCreateSignUpCompanyAndRefresh() {
  const invalidate = useInvalidateCurrentUser();
  return useCreateSignUpCompany({ mutation: { onSuccess: invalidate } });
}

/** Saves the user's name and phone; the current user is refreshed afterwards. */
export function useUpdateSignUpDetailsAndRefresh() {
  const invalidate = useInvalidateCurrentUser();
  return useUpdateSignUpDetails({ mutation: { onSuccess: invalidate } });
}

import { useCurrentUser, type CurrentUser } from '../../api';

/** The signed-in user: the guard only lets My Account render with one, so null means "not yet". */
export function useSignedInUser(): CurrentUser | null {
  return useCurrentUser().data?.user ?? null;
}

import { useMemo } from 'react';
import { useCurrentUser, useListLoadLockAssignees, type LoadLockAssignee } from '../../api';
import { assigneeQuery, isSelfStaff, ticketRole, withCurrentUser } from '../../domain';

/** Someone an alert can be given to. */
export interface Assignee {
  id: number;
  full_name: string;
  email: string;
}

const NONE: (Assignee & { phone_e164: string | null; is_self_staff: boolean })[] = [];

/** The listed assignees, each marked staff or not by their scopes (monitoring §3). */
const withStaffFlag = (data: LoadLockAssignee[]) =>
  (Array.isArray(data) ? data : []).map((a) => ({ ...a, is_self_staff: isSelfStaff(a.scopes) }));

/**
 * The assignees an alert can be given: the load-lock list for the user's ticket role (monitoring §6),
 * the signed-in user added when absent. Nothing is asked while the role is still unknown.
 */
export function useAssignees(): { assignees: Assignee[]; loading: boolean } {
  const user = useCurrentUser().data?.user;
  const role = ticketRole(user ?? null);
  const { data, isPending } = useListLoadLockAssignees(assigneeQuery(role), {
    query: { enabled: role !== 'blocked', staleTime: 300_000, select: withStaffFlag },
  });
  const assignees = useMemo(() => (user ? withCurrentUser(data ?? NONE, user) : (data ?? NONE)), [data, user]);
  return { assignees, loading: role !== 'blocked' && isPending };
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetActorFeatureFlagsQueryOptions } from '../../generated/identity/hooks/feature-flags/feature-flags';
import {
  getListUserInvitationsQueryKey,
  listUserInvitations,
  useCreateUserInvitation,
  useDeleteUserInvitation,
  useResendUserInvitation,
} from '../../generated/identity/hooks/invitations/invitations';
import { getListOauthApplicationsQueryOptions } from '../../generated/identity/hooks/oauth-applications/oauth-applications';
import { getGetCurrentUserQueryKey } from '../../generated/identity/hooks/session/session';
import {
  getListUsersQueryKey,
  getSearchCompanyUsersQueryKey,
  getSearchCompanyUsersQueryOptions,
  listUsers,
  useDeleteUser,
  useGetUserOutlookApiKey,
  useUpdateUserScopes,
} from '../../generated/identity/hooks/users/users';
import type { ListUserInvitationsParams, ListUsersParams } from '../../generated/identity/model';
import type { InvitationsListQuery, UsersListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's queries of these calls are the contract's parameters (checked here, at compile time).
type _Checked = [
  SameParams<UsersListQuery, ListUsersParams>,
  SameParams<InvitationsListQuery, ListUserInvitationsParams>,
];

/** Users, invitations, feature flags and integrations of the signed-in user's company (identity API), for My Account. */
export type {
  ListUserInvitationsParams,
  ListUsersParams,
  OauthApplication,
  User,
  UserInvitation,
} from '../../generated/identity/model';

/** The query of one page of the Users tab, with its paging headers. */
export const usersPageQuery = (params: ListUsersParams) =>
  pagedQueryOptions(getListUsersQueryKey(params), (signal) => listUsers(params, undefined, signal));

/** One page of the company's users. */
export const useUsersPage = (params: ListUsersParams) => useQuery(usersPageQuery(params));

/** The query of the company's users whose name or e-mail starts with the term (at most 20). */
export const userSearchQuery = (term: string) => getSearchCompanyUsersQueryOptions({ term: term.trim() });

/** The company's users whose name or e-mail starts with the term (at most 20); asks nothing for a blank term. */
export const useUserSearch = (term: string) => useQuery({ ...userSearchQuery(term), enabled: term.trim() !== '' });

/** Refetches every users list and search, and the current user (whose own scopes may have changed). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getSearchCompanyUsersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() }),
    ]);
}

/** Replaces a user's scopes; the users lists and the current user are fetched again after. */
export function useUpdateUserScopesAndRefresh() {
  const refresh = useRefreshUsers();
  return useUpdateUserScopes({ mutation: { onSuccess: refresh } });
}

/** Removes a user from the company; the users lists are fetched again after. */
export function useDeleteUserAndRefresh() {
  const refresh = useRefreshUsers();
  return useDeleteUser({ mutation: { onSuccess: refresh } });
}

/** The query of one page of the Invitations tab, with its paging headers. */
export const invitationsPageQuery = (params: ListUserInvitationsParams) =>
  pagedQueryOptions(getListUserInvitationsQueryKey(params), (signal) => listUserInvitations(params, undefined, signal));

function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListUserInvitationsQueryKey() });
}

/** Invites someone by e-mail; the invitations list is fetched again after. */
export function useCreateInvitationAndRefresh() {
  return useCreateUserInvitation({ mutation: { onSuccess: useRefreshInvitations() } });
}

/** Sends an invitation again; the invitations list is fetched again after. */
export function useResendInvitationAndRefresh() {
  return useResendUserInvitation({ mutation: { onSuccess: useRefreshInvitations() } });
}

/** Withdraws an invitation; the invitations list is fetched again after. */
export function useDeleteInvitationAndRefresh() {
  return useDeleteUserInvitation({ mutation: { onSuccess: useRefreshInvitations() } });
}

/** The query of the feature flags enabled for a user or a company (one call each). */
export const actorFeatureFlagsQuery = (type: 'User' | 'Company', id: number) =>
  getGetActorFeatureFlagsQueryOptions({ actor_type: type, actor_id: id });

/** The user's Outlook add-in key, asked for only once `revealed` (it is created on first read). */
export const useOutlookApiKey = (userId: number, revealed: boolean) =>
  useGetUserOutlookApiKey(userId, { query: { enabled: revealed, staleTime: Infinity } });

/** The query of the company's OAuth applications (asked with the paywall's can_api only). */
export const oauthApplicationsQuery = () => getListOauthApplicationsQueryOptions();

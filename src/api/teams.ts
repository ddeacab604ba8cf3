import { useQueryClient } from '@tanstack/react-query';
import {
  getGetTeamQueryKey,
  getListTeamUsersQueryKey,
  getListTeamsQueryKey,
  listTeams,
  useGetTeam,
  useListTeamUsers,
  useUpdateTeam,
} from '../../generated/monitor/hooks/teams/teams';
import type { ListTeamsParams } from '../../generated/monitor/model';
import type { TeamsListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<TeamsListQuery, ListTeamsParams>;

/** Teams of broker users and their members (monitor API), for My Account's Teams tab. */
export type { ListTeamsParams, Team, TeamUser } from '../../generated/monitor/model';

/** The query of one page of the company's teams, with its paging headers. */
export const teamsPageQuery = (params: ListTeamsParams) =>
  pagedQueryOptions(getListTeamsQueryKey(params), (signal) => listTeams(params, undefined, signal));

/** One team with its members. */
export const useTeam = (id: number) => useGetTeam(id);

/** A team's members matching a search term (e-mail, first or last name); all of them for a blank term. */
export const useTeamMembers = (id: number, term: string) =>
  useListTeamUsers(id, term.trim() ? { term: term.trim() } : undefined);

/**
 * Renames a team or changes its members (`team_users_attributes`, `_destroy: 1` removes one): the
 * team shows the answer at once; its members and the teams list are fetched again.
 */
export function useUpdateTeamAndRefresh(id: number) {
  const queryClient = useQueryClient();
  return useUpdateTeam({
    mutation: {
      onSuccess: (team) => {
        queryClient.setQueryData(getGetTeamQueryKey(id), team);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: getListTeamUsersQueryKey(id) }),
          queryClient.invalidateQueries({ queryKey: getListTeamsQueryKey() }),
        ]);
      },
    },
  });
}

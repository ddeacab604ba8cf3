import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, shownPage, teamsPageQuery, type Team } from '../../../api';
import { paths } from '../../../config/paths';
import {
  ACCOUNT_TABS,
  PAGED_LIST,
  PAGE_SIZE,
  canManageUsers,
  parseId,
  personName,
  teamsListQuery,
} from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatDate } from '../../../ui/format';
import { useListUrlState } from '../../../ui/use-list-url-state';
import { myAccountParts } from '../my-account.route';
import { useSignedInUser } from '../use-signed-in-user';
import { TeamPanel } from './team-panel';

const TEAMS_TAB = ACCOUNT_TABS.indexOf('teams');
const names = (team: Team) =>
  (Array.isArray(team.team_users) ? team.team_users : []).map((member) => personName(member.user)).join(', ');

const teamHref = (team: Team) => paths.myAccount.href({ tab: TEAMS_TAB, team: team.id });
const COLUMNS: DataTableColumn<Team>[] = [
  {
    id: 'name',
    header: 'Team',
    maxWidth: 200,
    title: (team) => team.name,
    cell: (team) => (
      <Anchor component={Link} to={teamHref(team)} fz="inherit" fw={600}>
        {team.name}
      </Anchor>
    ),
  },
  { id: 'members', header: 'Members', maxWidth: 300, title: names, cell: (team) => names(team) || '—' },
  { id: 'updated_at', header: 'Changed', cell: (team) => formatDate(team.updated_at) },
];

/**
 * Teams (monitor API): the company's teams, id descending, 50 a page; the chosen team (`team` in
 * the URL) beside them with its members. A user who can manage users renames teams and adds and
 * removes members.
 */
export default function TeamsTab() {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { state, change } = useListUrlState(PAGED_LIST);
  const companyId = me?.company?.id ?? null;
  // The route's loader started this same query (my-account.route.ts) when My Account opened on this
  // tab; teams belong to a company: none is asked without one.
  const list = useQuery(
    myAccountParts.teams(state, companyId) ?? { ...teamsPageQuery(teamsListQuery(state, 0)), enabled: false },
  );
  const { rows, paging } = shownPage(list);
  const chosen = parseId(query.get('team'));
  const manager = canManageUsers(me);
  const open = (team: Team) => void navigate(teamHref(team));

  if (companyId === null) return <Text size="sm">Teams belong to a company, and you have none yet.</Text>;
  return (
    <Stack gap="xs">
      {manager ? null : (
        <Alert color="gray" variant="light" p="xs">
          <Text size="sm">A user who can manage users renames teams and adds or removes members.</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <DataTable
          label="Teams"
          columns={COLUMNS}
          rows={rows}
          getRowId={(team) => String(team.id)}
          state={list}
          emptyMessage="No teams yet."
          errorMessage={`Could not load the teams: ${errorMessage(list.error)}`}
          onOpenRow={open}
          paging={paging}
          pageSize={PAGE_SIZE}
          itemName="teams"
          onPageChange={(page) => change({ page })}
          maxHeight={480}
        />
        {chosen === null ? (
          <Text size="sm" c="dimmed">
            Choose a team to see and change its members.
          </Text>
        ) : (
          <TeamPanel id={chosen} manager={manager} />
        )}
      </SimpleGrid>
    </Stack>
  );
}

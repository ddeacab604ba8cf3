import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  errorStatus,
  useTeam,
  useTeamMembers,
  useUpdateTeamAndRefresh,
  type Team,
  type TeamUser,
} from '../../../api';
import { personName, removeTeamUser } from '../../../domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { notify } from '../../../ui/notify';
import { TYPING_DELAY_MS } from '../../../ui/use-typed-filter';
import { AddMember } from './add-member';
import { RenameTeamDialog } from './rename-team-dialog';

function memberColumns(onRemove: ((member: TeamUser) => void) | null): DataTableColumn<TeamUser>[] {
  const columns: DataTableColumn<TeamUser>[] = [
    { id: 'name', header: 'Name', cell: (m) => personName(m.user) },
    { id: 'email', header: 'E-mail', maxWidth: 280, title: (m) => m.user.email, cell: (m) => m.user.email },
  ];
  if (!onRemove) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (member) => (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          c="red.9"
          aria-haspopup="dialog"
          aria-label={`Remove ${personName(member.user)} from the team`}
          onClick={() => onRemove(member)}
        >
          Remove
        </Button>
      ),
    },
  ];
}

function TeamView({ team, manager }: { team: Team; manager: boolean }) {
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed, TYPING_DELAY_MS);
  const members = useTeamMembers(team.id, term);
  const update = useUpdateTeamAndRefresh(team.id);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const columns = useMemo(() => memberColumns(manager ? setRemoving : null), [manager]);
  const count = Array.isArray(team.team_users) ? team.team_users.length : 0;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {team.name}{' '}
          <Text span size="sm" c="dimmed">
            {count} {count === 1 ? 'member' : 'members'}
          </Text>
        </Title>
        {manager ? (
          <Button size="xs" variant="default" aria-haspopup="dialog" onClick={() => setRenaming(true)}>
            Rename team
          </Button>
        ) : null}
      </Group>
      <TextInput
        size="xs"
        label="Find a member"
        description="E-mail, first or last name"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        w={320}
      />
      <DataTable
        label={`Members of ${team.name}`}
        columns={columns}
        rows={members.isError ? [] : Array.isArray(members.data) ? members.data : undefined}
        getRowId={(m) => String(m.id)}
        state={members}
        emptyMessage={term.trim() ? `No member matches “${term.trim()}”.` : 'This team has no members yet.'}
        errorMessage={`Could not load the members: ${errorMessage(members.error)}`}
        maxHeight={320}
      />
      {manager ? <AddMember team={team} /> : null}
      <RenameTeamDialog team={team} opened={renaming} onClose={() => setRenaming(false)} />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing ? personName(removing.user) : 'this member'} from ${team.name}?`}
        confirmLabel="Remove from team"
        danger
        onConfirm={async () => {
          if (!removing) return;
          await update.mutateAsync({
            id: team.id,
            data: { team: { team_users_attributes: [removeTeamUser(removing)] } },
          });
          notify('success', `${personName(removing.user)} was removed from ${team.name}.`);
        }}
        errorText={errorMessage}
      >
        {removing ? personName(removing.user) : 'They'} stays a user of the company; only the membership of this team
        ends.
      </ConfirmDialog>
    </Stack>
  );
}

/** One team (`?tab=3&team=21`): its members with a search, and for a manager rename, add and remove. */
export function TeamPanel({ id, manager }: { id: number; manager: boolean }) {
  const team = useTeam(id);
  if (team.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label={`Loading team ${id}`}>
        <Skeleton height={24} width={200} />
        <Skeleton height={160} />
      </Stack>
    );
  if (team.isError)
    return (
      <Stack gap={4} role="alert">
        <Title order={2} size="h4">
          {errorStatus(team.error) === 404 ? `Team ${id} was not found` : `Could not load team ${id}`}
        </Title>
        <Text size="sm">
          {errorStatus(team.error) === 404 ? 'It may have been removed.' : errorMessage(team.error)}
        </Text>
      </Stack>
    );
  return <TeamView key={team.data.id} team={team.data} manager={manager} />;
}

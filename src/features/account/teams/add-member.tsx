import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage, useServerAction, useUpdateTeamAndRefresh, useUserSearch, type Team } from '../../../api';
import { addTeamUsers, personName } from '../../../domain';
import { notify } from '../../../ui/notify';
import { TYPING_DELAY_MS } from '../../../ui/use-typed-filter';

/** How many matches the box offers at once. */
const SHOWN = 6;

/**
 * "Add a member": the company's users whose name or e-mail starts with what is typed (searched once
 * typing pauses), those already in the team left out; a click adds one (team_users_attributes).
 */
export function AddMember({ team }: { team: Team }) {
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed.trim(), TYPING_DELAY_MS);
  const search = useUserSearch(term);
  const update = useUpdateTeamAndRefresh(team.id);
  const members = Array.isArray(team.team_users) ? team.team_users : [];
  const candidates = (Array.isArray(search.data) ? search.data : [])
    .filter((user) => addTeamUsers(members, [user.id]).length > 0)
    .slice(0, SHOWN);

  const { run: add, failure } = useServerAction(
    async (user: { id: number; first_name: string | null; last_name: string | null; email: string }) => {
      await update.mutateAsync({
        id: team.id,
        data: { team: { team_users_attributes: addTeamUsers(members, [user.id]) } },
      });
      notify('success', `${personName(user)} was added to ${team.name}.`);
      setTyped('');
    },
  );

  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        label="Add a member"
        description="A user of the company: name or e-mail starts with"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        w={320}
      />
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          Nobody was added: {failure}
        </Text>
      ) : null}
      {term === '' ? null : search.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Could not search the users: {errorMessage(search.error)}
        </Text>
      ) : search.isPending ? (
        <Text size="xs" c="dimmed">
          Searching…
        </Text>
      ) : candidates.length === 0 ? (
        <Text size="xs" c="dimmed">
          No user outside the team matches “{term}”.
        </Text>
      ) : (
        <Group gap={6} aria-label="Users to add">
          {candidates.map((user) => (
            <Button
              key={user.id}
              size="compact-xs"
              variant="light"
              onClick={() => void add(user)}
              loading={update.isPending}
            >
              Add {personName(user)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

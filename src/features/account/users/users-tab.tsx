import { Alert, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage, shownPage, useDeleteUserAndRefresh, userSearchQuery, type User } from '../../../api';
import { PAGE_SIZE, SCOPES, USERS_LIST, canManageUsers, personName } from '../../../domain';
import { SCOPE_WORDS } from '../scope-words';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { notify } from '../../../ui/notify';
import { useListUrlState } from '../../../ui/use-list-url-state';
import { TextFilter } from '../../../ui/text-filter';
import { myAccountParts } from '../my-account.route';
import { useSignedInUser } from '../use-signed-in-user';
import { PermissionsDialog } from './permissions-dialog';
import { userColumns } from './user-columns';

const SCOPE_OPTIONS = [
  { value: '', label: 'Any permission' },
  ...SCOPES.map((scope) => ({ value: scope, label: SCOPE_WORDS[scope].label })),
];

/**
 * Users: the company's users, 50 a page by first name, with a permission filter and a search
 * (searchCompanyUsers: at most 20 matches, filtered by the chosen permission here). Everyone sees
 * the list; a user who can manage users also edits permissions and removes users (never themself).
 */
export default function UsersTab() {
  const me = useSignedInUser();
  const { state, change, setFilters } = useListUrlState(USERS_LIST);
  const term = state.filters.q;
  const scope = state.filters.scope[0] ?? '';
  // The route data's queries (my-account.route.ts), which the route's loader started; no search is
  // asked for a blank term.
  const page = useQuery(myAccountParts.users(state));
  const search = useQuery(myAccountParts.userSearch(term) ?? { ...userSearchQuery(''), enabled: false });
  const [editing, setEditing] = useState<User | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);
  const remove = useDeleteUserAndRefresh();

  const manager = canManageUsers(me);
  const columns = useMemo(
    () =>
      userColumns(me?.id ?? 0, manager && me ? { editorId: me.id, onEdit: setEditing, onRemove: setRemoving } : null),
    [me, manager],
  );
  if (!me) return null;

  const searching = term !== '';
  const matches = Array.isArray(search.data)
    ? search.data.filter((u) => !scope || (u.scopes as string[]).includes(scope))
    : [];
  const { rows, paging } = shownPage(page);
  const company = me.company?.legal_name ?? 'the company';

  return (
    <Stack gap="xs">
      {manager ? null : (
        <Alert color="gray" variant="light" p="xs">
          <Text size="sm">
            You can see who works in {company} and what each may do. A user who can manage users changes permissions and
            removes users.
          </Text>
        </Alert>
      )}
      <Group gap="xs" align="flex-end">
        <TextFilter
          label="Search users"
          placeholder="Name or e-mail starts with…"
          value={term}
          onCommit={(next) => setFilters({ q: next }, { replace: true })}
          w={260}
        />
        <NativeSelect
          size="xs"
          label="Permission"
          data={SCOPE_OPTIONS}
          value={scope}
          onChange={(event) => setFilters({ scope: event.currentTarget.value ? [event.currentTarget.value] : [] })}
          w={220}
        />
        {searching ? (
          <Text size="xs" c="dimmed" pb={4}>
            The first 20 matches for “{term}”.
          </Text>
        ) : null}
      </Group>
      {searching ? (
        <DataTable
          label="Users matching the search"
          columns={columns}
          rows={search.isError ? [] : search.isPending ? undefined : matches}
          getRowId={(user) => String(user.id)}
          state={search}
          emptyMessage={`No user's name or e-mail starts with “${term}”.`}
          errorMessage={`Could not search the users: ${errorMessage(search.error)}`}
        />
      ) : (
        <DataTable
          label={`Users of ${company}`}
          columns={columns}
          rows={rows}
          getRowId={(user) => String(user.id)}
          state={page}
          emptyMessage={scope ? 'Nobody has this permission.' : 'No users yet.'}
          errorMessage={`Could not load the users: ${errorMessage(page.error)}`}
          paging={paging}
          pageSize={PAGE_SIZE}
          itemName="users"
          onPageChange={(next) => change({ page: next })}
        />
      )}
      <PermissionsDialog user={editing} editorId={me.id} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? `Remove ${personName(removing)} from ${company}?` : 'Remove user'}
        confirmLabel={removing ? `Remove ${personName(removing)}` : 'Remove'}
        danger
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ id: removing.id });
          notify('success', `${personName(removing)} was removed from ${company}.`);
        }}
        errorText={errorMessage}
      >
        {removing ? (
          <>
            {personName(removing)} ({removing.email}) can no longer sign in. The loads, alerts and notes they worked on
            stay with the company.
          </>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage, useDirectoryUsersPage, type DirectoryUser } from '../../../api';
import {
  DIRECTORY_PAGER_FROM,
  DIRECTORY_USERS_LIST,
  PAGE_SIZE,
  directoryUsersListQuery,
  personName,
} from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDateTime, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { useNestedListState } from '../../../ui/use-nested-list-state';
import { ContactValue } from './contact-value';

const STATUS_COLORS: Record<string, string> = { active: 'green', inactive: 'gray', pending: 'yellow' };

const COLUMNS: DataTableColumn<DirectoryUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => personName(u) },
  { id: 'role', header: 'Role', cell: (u) => humanize(u.role) },
  {
    id: 'status',
    header: 'Status',
    cell: (u) => <StatusBadge color={STATUS_COLORS[u.status] ?? 'gray'}>{humanize(u.status)}</StatusBadge>,
  },
  { id: 'email', header: 'E-mail', cell: (u) => <ContactValue kind="email" value={u.email} /> },
  {
    id: 'phone',
    header: 'Phone',
    cell: (u) => (u.phone_e164 ? <ContactValue kind="phone" value={u.phone_e164} /> : '—'),
  },
  { id: 'active', header: 'Last active', cell: (u) => formatDateTime(u.last_active_at) },
];

const names = (users: readonly DirectoryUser[]) => (users.length ? users.map(personName).join(', ') : 'none');

/** The carrier's users, 50 a page (the pager only from 50 users on), and its dispatchers by status. */
export function DirectoryUsers({ carrierId, name }: { carrierId: number; name: string }) {
  const list = useNestedListState(DIRECTORY_USERS_LIST, 'users');
  const params = useMemo(() => directoryUsersListQuery(list.state), [list.state]);
  const page = useDirectoryUsersPage(carrierId, params);
  const data = page.isError ? undefined : page.data;
  const paged = (data?.paging.totalRecords ?? 0) >= DIRECTORY_PAGER_FROM;
  return (
    <Section title="Users on the platform">
      {data ? (
        <Text size="xs" c="dimmed">
          Dispatchers — active: {names(data.users.active_dispatchers)} · inactive:{' '}
          {names(data.users.inactive_dispatchers)} · pending: {names(data.users.pending_dispatchers)}
        </Text>
      ) : null}
      <DataTable
        label={`Users of ${name}`}
        columns={COLUMNS}
        rows={page.isError ? [] : data?.users.carrier_users}
        getRowId={(u) => String(u.id)}
        state={page}
        emptyMessage="The carrier has no users on the platform."
        errorMessage={`Could not load the users: ${errorMessage(page.error)}`}
        paging={paged ? data?.paging : undefined}
        pageSize={PAGE_SIZE}
        itemName="users"
        onPageChange={paged ? (p) => list.change({ page: p }) : undefined}
        maxHeight={320}
      />
    </Section>
  );
}

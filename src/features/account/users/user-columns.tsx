import { Badge, Button, Group, Text } from '@mantine/core';
import type { User } from '../../../api';
import { canRemoveUser, personName } from '../../../domain';
import { scopeLabel } from '../scope-words';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDate, formatPhone } from '../../../ui/format';

const permissions = (user: User) =>
  Array.isArray(user.scopes) && user.scopes.length > 0 ? user.scopes.map(scopeLabel).join(', ') : 'None';

/** What a manager can do to a row: edit its permissions, remove the user (never themself). */
export interface UserActions {
  editorId: number;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
}

/** The Users table's columns; the actions column only for a user who can manage users. */
export function userColumns(meId: number, actions: UserActions | null): DataTableColumn<User>[] {
  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: 'Name',
      maxWidth: 220,
      title: (user) => personName(user),
      cell: (user) => (
        <Group gap={6} wrap="nowrap">
          <span>{personName(user)}</span>
          {user.id === meId ? (
            <Badge size="xs" variant="outline" color="gray" c="dark.7" tt="none" miw="max-content">
              You
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { id: 'email', header: 'E-mail', maxWidth: 250, title: (user) => user.email, cell: (user) => user.email },
    { id: 'phone', header: 'Phone', cell: (user) => formatPhone(user.phone_e164) },
    { id: 'scopes', header: 'Permissions', maxWidth: 300, title: permissions, cell: permissions },
    {
      id: 'last_sign_in_at',
      header: 'Last sign-in',
      cell: (user) =>
        user.last_sign_in_at ? (
          formatDate(user.last_sign_in_at)
        ) : (
          <Text span fz="inherit" c="dimmed">
            Never
          </Text>
        ),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            aria-haspopup="dialog"
            aria-label={`Edit permissions of ${personName(user)}`}
            onClick={() => actions.onEdit(user)}
          >
            Permissions
          </Button>
          {canRemoveUser(actions.editorId, user) ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              c="red.9"
              aria-haspopup="dialog"
              aria-label={`Remove ${personName(user)}`}
              onClick={() => actions.onRemove(user)}
            >
              Remove
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}

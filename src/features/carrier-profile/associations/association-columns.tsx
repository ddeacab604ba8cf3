import { Anchor, Checkbox, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AssociatedCarrier } from '../../../api';
import { paths } from '../../../config/paths';
import { ASSOCIATION_LABELS, isAssociationKind, isOnDoNotDispatch } from '../../../domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatPlace, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { CONNECTION_LABELS } from '../labels';

/** What links the carriers, in words: "Phone: +16025550187; Address: 4120 W Buckeye Rd, …". */
const linksText = (r: AssociatedCarrier) =>
  r.associations.map((a) => `${kindLabel(a.match_type)}: ${a.value}`).join('; ');

const kindLabel = (kind: string) => (isAssociationKind(kind) ? ASSOCIATION_LABELS[kind] : humanize(kind));

/** The broker's own standing with an associated carrier: do not dispatch, another connection, or none. */
function Standing({ row }: { row: AssociatedCarrier }) {
  if (isOnDoNotDispatch(row)) return <StatusBadge color="red">Do not dispatch</StatusBadge>;
  if (row.connection)
    return (
      <StatusBadge color="gray">
        {CONNECTION_LABELS[row.connection.status] ?? humanize(row.connection.status)}
      </StatusBadge>
    );
  return (
    <Text size="xs" c="dimmed">
      Not connected
    </Text>
  );
}

/**
 * The associated carriers table: a box to choose the carrier, the carrier (to its own profile),
 * what links them, the broker's standing with it and its identity alerts.
 */
export function associationColumns(
  chosen: ReadonlySet<number>,
  choose: (id: number, on: boolean) => void,
): DataTableColumn<AssociatedCarrier>[] {
  return [
    {
      id: 'choose',
      header: 'Choose',
      width: 64,
      cell: (r) => (
        <Checkbox
          size="xs"
          aria-label={`Choose ${r.carrier.legal_name}`}
          checked={chosen.has(r.carrier.id)}
          disabled={isOnDoNotDispatch(r)}
          onChange={(event) => choose(r.carrier.id, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'carrier',
      header: 'Carrier',
      maxWidth: 260,
      title: (r) => r.carrier.legal_name,
      cell: (r) => (
        <Anchor component={Link} to={paths.carrierDetail.href(r.carrier.id)} size="sm">
          {r.carrier.legal_name}
        </Anchor>
      ),
    },
    {
      id: 'ids',
      header: 'DOT / MC',
      cell: (r) =>
        [r.carrier.dot_number && `DOT ${r.carrier.dot_number}`, r.carrier.mc_number && `MC ${r.carrier.mc_number}`]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    { id: 'place', header: 'Location', cell: (r) => formatPlace(r.carrier) },
    {
      id: 'links',
      header: 'Linked by',
      maxWidth: 360,
      title: (r) => linksText(r),
      cell: (r) => linksText(r),
    },
    { id: 'standing', header: 'Your status', cell: (r) => <Standing row={r} /> },
    {
      id: 'alerts',
      header: 'Identity alerts',
      align: 'right',
      cell: (r) =>
        r.identity_alerts_count > 0 ? (
          <StatusBadge color="red">{r.identity_alerts_count} in 7 days</StatusBadge>
        ) : (
          <Text size="xs" c="dimmed">
            None
          </Text>
        ),
    },
  ];
}

import { Anchor, Checkbox, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Carrier } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import type { DataTableColumn } from '../../ui/data-table';
import { formatPlace } from '../../ui/format';
import type { Selection } from './use-selection';

/** The carrier's name as a link to its profile, with its legal name dimmed when it trades under another. */
export function CarrierLink({ carrier }: { carrier: Carrier }) {
  const name = carrierName(carrier) ?? `Carrier ${carrier.id}`;
  return (
    <>
      <Anchor component={Link} to={paths.carrierDetail.href(carrier.id)} fz="inherit" fw={600}>
        {name}
      </Anchor>
      {carrier.dba_name && carrier.dba_name !== carrier.legal_name ? (
        <Text span fz="xs" c="dimmed" ml={6}>
          {carrier.legal_name}
        </Text>
      ) : null}
    </>
  );
}

/** The columns every carrier list shows: the selection box (when bulk changes are allowed), the carrier and where it is. */
export function carrierColumns<T>(
  carrierOf: (row: T) => Carrier,
  selection: Selection | null,
  keyOf: (row: T) => string,
): DataTableColumn<T>[] {
  const select: DataTableColumn<T>[] = selection
    ? [
        {
          id: 'select',
          header: 'Select',
          width: 36,
          headerCell: (
            <Checkbox
              size="xs"
              aria-label="Select every carrier on this page"
              checked={selection.all}
              indeterminate={selection.some && !selection.all}
              onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
            />
          ),
          cell: (row) => (
            <Checkbox
              size="xs"
              aria-label={`Select ${carrierName(carrierOf(row)) ?? `carrier ${carrierOf(row).id}`}`}
              checked={selection.has(keyOf(row))}
              onChange={(event) => selection.toggle(keyOf(row), event.currentTarget.checked)}
            />
          ),
        },
      ]
    : [];
  return [
    ...select,
    {
      id: 'carrier',
      header: 'Carrier',
      sortKey: 'carrier_legal_name',
      maxWidth: 300,
      title: (row) => {
        const carrier = carrierOf(row);
        return [carrier.dba_name, carrier.legal_name].filter(Boolean).join(' · ');
      },
      cell: (row) => <CarrierLink carrier={carrierOf(row)} />,
    },
    { id: 'dot', header: 'DOT', cell: (row) => carrierOf(row).dot_number ?? '—' },
    { id: 'mc', header: 'MC', cell: (row) => carrierOf(row).mc_number ?? '—' },
    {
      id: 'location',
      header: 'Location',
      maxWidth: 160,
      title: (row) => formatPlace(carrierOf(row)),
      cell: (row) => formatPlace(carrierOf(row)),
    },
  ];
}

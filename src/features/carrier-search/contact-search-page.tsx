import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { contactSearchQuery, errorMessage, type ContactSearchResult } from '../../api';
import { paths } from '../../config/paths';
import { carrierName, formatPhone } from '../../domain';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { formatDateTime, formatPlace } from '../../ui/format';
import { ContactSearchFormView } from './contact-search-form';
import { contactSearchFromUrl, contactSearchQueries } from './contact-search.route';
import { useSearchAccess } from './hooks/use-search-access';
import { SaveSearchButton } from './results/save-search';

const SOURCES: Record<string, string> = {
  fmcsa_census: 'FMCSA census',
  carrier_user: 'Carrier’s user account',
  carrier_contact: 'Carrier’s contacts',
  rate_confirmation: 'A rate confirmation',
  insurance_certificate: 'An insurance certificate',
};
const MATCHES: Record<string, string> = { email: 'E-mail', phone: 'Phone' };

const COLUMNS: DataTableColumn<ContactSearchResult>[] = [
  {
    id: 'carrier',
    header: 'Carrier',
    maxWidth: 280,
    title: (row) => carrierName(row.carrier) ?? row.carrier.legal_name,
    cell: (row) => (
      <Anchor component={Link} to={paths.carrierDetail.href(row.carrier.id)} fz="inherit" fw={600}>
        {carrierName(row.carrier) ?? row.carrier.legal_name}
      </Anchor>
    ),
  },
  {
    id: 'ids',
    header: 'DOT / MC',
    cell: (row) => `${row.carrier.dot_number ?? '—'} / ${row.carrier.mc_number ?? '—'}`,
  },
  { id: 'location', header: 'Location', maxWidth: 160, cell: (row) => formatPlace(row.carrier) },
  {
    id: 'matched',
    header: 'Matched',
    maxWidth: 300,
    title: (row) => row.matched_value,
    cell: (row) =>
      `${MATCHES[row.match_type] ?? row.match_type} ${row.match_type === 'phone' ? formatPhone(row.matched_value) : row.matched_value}`,
  },
  { id: 'source', header: 'Found in', cell: (row) => SOURCES[row.source] ?? row.source },
  { id: 'seen', header: 'Last seen', cell: (row) => formatDateTime(row.last_seen_at) },
  {
    id: 'mine',
    header: 'My carrier',
    cell: (row) =>
      row.carrier.subscription ? (
        'Mine'
      ) : (
        <Text span fz="inherit" c="dimmed">
          No
        </Text>
      ),
  },
];

/**
 * Contact Search (/carriers/contact-search?email=…&phone=…): the carriers that have an e-mail address
 * or domain (`searchCarriersByEmail`) or a phone number (`searchCarriersByPhone`, in E.164), each row
 * saying what matched and where it was found; a row opens the carrier.
 */
export default function ContactSearchPage() {
  const navigate = useNavigate();
  const access = useSearchAccess();
  const [query] = useSearchParams();
  const { type, email, phone, checked } = useMemo(() => contactSearchFromUrl(query), [query]);
  const params = checked.ok ? checked.params : null;
  // The route's loader started this same query (contact-search.route.ts); nothing is asked without a valid contact.
  const search = useQuery(
    params ? contactSearchQueries(params).results : { ...contactSearchQuery(null), enabled: false },
  );
  const asked = params !== null;
  const what = params ? ('email' in params ? params.email : formatPhone(params.phone)) : null;

  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          Contact Search
        </Title>
        {access.savedSearches && params ? (
          <SaveSearchButton type="contact_search" query={params} suggestedName={what ?? 'Contact search'} />
        ) : null}
      </Group>
      <ContactSearchFormView
        key={`${email}|${phone}`}
        initial={{ type, email, phone }}
        onSearch={(next) => void navigate(paths.contactSearch.href(next))}
      />
      {!checked.ok && type !== '' ? (
        <Text size="sm" c="red.8" role="alert">
          {checked.message}
        </Text>
      ) : null}
      <DataTable
        label="Contact search results"
        columns={COLUMNS}
        rows={asked ? search.data : []}
        getRowId={(row) => `${row.carrier.id}-${row.match_type}-${row.source}`}
        state={asked ? search : { isPending: false, isError: false, isFetching: false, refetch: search.refetch }}
        emptyMessage={
          asked
            ? `No carrier has ${what ?? 'this contact'} on file.`
            : 'Search by e-mail or phone to find the carriers that use it.'
        }
        errorMessage={`Could not search contacts: ${errorMessage(search.error)}`}
        onOpenRow={(row) => void navigate(paths.carrierDetail.href(row.carrier.id))}
      />
    </Stack>
  );
}

import { Box, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  errorMessage,
  useCarrierCompanies,
  useGetCarrierDirectory,
  useOnboardingContacts,
  type CarrierDirectory,
} from '../../../api';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDate, humanize } from '../../../ui/format';
import type { ProfileTabProps } from '../profile-tab-props';
import { ContactValue } from './contact-value';
import { DirectoryUsers } from './directory-users';

type Contact = CarrierDirectory['contacts'][number];

const CONTACT_COLUMNS: DataTableColumn<Contact>[] = [
  { id: 'name', header: 'Contact', cell: (c) => c.name },
  { id: 'types', header: 'For', cell: (c) => c.is_types.map(humanize).join(', ') || '—' },
  {
    id: 'phone',
    header: 'Phone',
    cell: (c) => (c.phone ? <ContactValue kind="phone" value={c.phone.value} verified={c.phone.is_verified} /> : '—'),
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: (c) => (c.email ? <ContactValue kind="email" value={c.email.value} verified={c.email.is_verified} /> : '—'),
  },
];

/** What FMCSA's records (census, filings) name, past and present. */
function FmcsaDetails({ fmcsa }: { fmcsa: CarrierDirectory['fmcsa'] }) {
  return (
    <Paper withBorder p="sm">
      <SimpleGrid cols={{ base: 1, md: 4 }} spacing="sm">
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            Names
          </Text>
          {fmcsa.names.map((n) => (
            <Text key={n} size="sm">
              {n}
            </Text>
          ))}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            Phones
          </Text>
          {fmcsa.phone_numbers.map((p) => (
            <ContactValue key={p} kind="phone" value={p} />
          ))}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            E-mails
          </Text>
          {fmcsa.email_addresses.map((e) => (
            <ContactValue key={e} kind="email" value={e} />
          ))}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            Addresses
          </Text>
          {fmcsa.addresses.map((a, i) => (
            <Text key={i} size="sm">
              {[a.street, a.city, [a.state, a.postal_code].filter(Boolean).join(' '), a.country]
                .filter(Boolean)
                .join(', ')}
            </Text>
          ))}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** Whether the carrier claimed its account, and who at it receives onboarding packets (masked). */
function Account({ carrierId }: { carrierId: number }) {
  const companies = useCarrierCompanies(carrierId);
  const onboarding = useOnboardingContacts(carrierId);
  const company = Array.isArray(companies.data) ? companies.data[0] : undefined;
  const people = Array.isArray(onboarding.data) ? onboarding.data : [];
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Text size="sm">
          {companies.isError
            ? `Could not load the carrier’s account: ${errorMessage(companies.error)}`
            : companies.isPending
              ? 'Loading the carrier’s account…'
              : company
                ? `Account claimed by ${company.legal_name} on ${formatDate(company.created_at)}.`
                : 'The carrier has not claimed its account on the platform.'}
        </Text>
        <Text size="xs" fw={600} c="dimmed">
          Receives onboarding packets
        </Text>
        {onboarding.isError ? (
          <Text size="sm" c="red.8" role="alert">
            Could not load them: {errorMessage(onboarding.error)}
          </Text>
        ) : people.length ? (
          <List size="sm" spacing={2}>
            {people.map((u) => (
              <List.Item key={u.id}>
                {[u.first_name, u.last_initial && `${u.last_initial}.`].filter(Boolean).join(' ') || 'A user'} ·{' '}
                {u.email_redacted}
                {u.phone_redacted ? ` · ${u.phone_redacted}` : ''}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {onboarding.isPending ? 'Loading…' : 'Nobody yet.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Directory: the carrier's contacts and users, its dispatchers, what FMCSA's records name, whether
 * it claimed its account and who receives onboarding packets. E-mails and phones are copyable and
 * lead to Contact Search.
 */
export default function DirectoryTab({ carrier }: ProfileTabProps) {
  const directory = useGetCarrierDirectory(carrier.id);
  const data = directory.isError ? undefined : directory.data;
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        {/* The contacts' e-mails are long: their table takes most of the row, the account the rest. */}
        <Box flex="3 1 740px" miw={0}>
          <Section title="Contacts">
            <DataTable
              label={`Contacts of ${carrier.legal_name}`}
              columns={CONTACT_COLUMNS}
              rows={directory.isError ? [] : data?.contacts}
              getRowId={(c) => String(c.id)}
              state={directory}
              emptyMessage="No contacts on file."
              errorMessage={`Could not load the directory: ${errorMessage(directory.error)}`}
              maxHeight={260}
            />
          </Section>
        </Box>
        <Box flex="1 1 340px" miw={0}>
          <Section title="Account and onboarding">
            <Account carrierId={carrier.id} />
          </Section>
        </Box>
      </Group>
      <DirectoryUsers carrierId={carrier.id} name={carrier.legal_name} />
      <Section title="FMCSA contact details">
        {data ? (
          <FmcsaDetails fmcsa={data.fmcsa} />
        ) : (
          <Text size="sm" c="dimmed">
            {directory.isError ? 'Not available.' : 'Loading…'}
          </Text>
        )}
      </Section>
    </Stack>
  );
}

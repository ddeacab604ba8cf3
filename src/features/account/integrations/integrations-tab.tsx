import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage, oauthApplicationsQuery, type OauthApplication } from '../../../api';
import { paths } from '../../../config/paths';
import { EXPIRED_ACCOUNT_TAB } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';
import { myAccountParts } from '../my-account.route';
import { useSignedInUser } from '../use-signed-in-user';
import { OutlookKey } from './outlook-key';

const APP_COLUMNS: DataTableColumn<OauthApplication>[] = [
  { id: 'name', header: 'Application', maxWidth: 240, title: (a) => a.name, cell: (a) => a.name },
  {
    id: 'uid',
    header: 'Client ID',
    cell: (a) => (
      <Text span ff="monospace" fz="xs">
        {a.uid}
      </Text>
    ),
  },
  {
    id: 'redirect_uri',
    header: 'Redirect URI',
    maxWidth: 300,
    title: (a) => a.redirect_uri,
    cell: (a) => (a.redirect_uri === 'urn:ietf:wg:oauth:2.0:oob' ? 'None (server to server)' : a.redirect_uri),
  },
  {
    id: 'scopes',
    header: 'Access',
    cell: (a) => (Array.isArray(a.scopes) && a.scopes.includes('write') ? 'Read and write' : 'Read only'),
  },
  {
    id: 'confidential',
    header: 'Client',
    cell: (a) => (
      <Badge size="xs" variant="light" color="gray" c="dark.7" tt="none">
        {a.confidential ? 'Confidential' : 'Public'}
      </Badge>
    ),
  },
  { id: 'created_at', header: 'Created', cell: (a) => formatDate(a.created_at) },
  { id: 'last_used_at', header: 'Last used', cell: (a) => (a.last_used_at ? formatDate(a.last_used_at) : 'Never') },
];

function ApiApplications({ canApi }: { canApi: boolean }) {
  // The route data's query (my-account.route.ts), which the route's loader started; without API access nothing is asked.
  const apps = useQuery(myAccountParts.oauthApplications(canApi) ?? { ...oauthApplicationsQuery(), enabled: false });
  if (!canApi)
    return (
      <Section title="API applications">
        <Alert color="blue" variant="light" p="xs" title="API access is not part of your plan">
          <Text size="sm">
            Connect your TMS or reporting tools to the portal&apos;s API with a plan that includes it.{' '}
            <Anchor component={Link} to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })} size="sm">
              See the plans
            </Anchor>
          </Text>
        </Alert>
      </Section>
    );
  return (
    <Section title="API applications">
      <Text size="xs" c="dimmed">
        Applications your systems use to reach the API. Secrets are shown once, when an application is created, and
        never listed.
      </Text>
      <DataTable
        label="API applications"
        columns={APP_COLUMNS}
        rows={apps.isError ? [] : Array.isArray(apps.data) ? apps.data : undefined}
        getRowId={(a) => String(a.id)}
        state={apps}
        emptyMessage="No applications yet."
        errorMessage={`Could not load the applications: ${errorMessage(apps.error)}`}
        maxHeight={320}
      />
    </Section>
  );
}

/** Integrations: the company's OAuth applications (with the paywall's can_api; otherwise the plans) and the Outlook add-in key. */
export default function IntegrationsTab() {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <Stack gap="md">
      <ApiApplications canApi={user.paywall.can_api} />
      <OutlookKey userId={user.id} />
    </Stack>
  );
}

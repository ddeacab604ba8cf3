import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { actorFeatureFlagsQuery, errorMessage, type CurrentUser } from '../../../api';
import { paths } from '../../../config/paths';
import { EXPIRED_ACCOUNT_TAB, companyStatusLabel, enabledFlags, personName } from '../../../domain';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDate, formatPhone, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { STATUS_COLORS } from '../account-labels';
import { myAccountParts } from '../my-account.route';
import { isKnownScope, SCOPE_WORDS } from '../scope-words';
import { useSignedInUser } from '../use-signed-in-user';
import { ChangeOrdersSection } from './change-orders-section';

function Company({ company }: { company: NonNullable<CurrentUser['company']> }) {
  // The route data's queries (my-account.route.ts), which the route's loader started.
  const plans = useQuery(myAccountParts.plans());
  const plan = Array.isArray(plans.data) ? plans.data.find((p) => p.id === company.plan_id) : undefined;
  return (
    <Section title="Company">
      <FactGrid wide={5}>
        <Fact label="Legal name">{company.legal_name}</Fact>
        <Fact label="Type">{humanize(company.company_type)}</Fact>
        <Fact label="Status">
          <StatusBadge color={STATUS_COLORS[company.status] ?? 'gray'}>
            {companyStatusLabel(company.status)}
          </StatusBadge>
        </Fact>
        <Fact label="Plan">
          <Group gap={6} wrap="nowrap">
            <span>{company.plan_id === null ? 'No plan' : (plan?.name ?? humanize(company.plan_id))}</span>
            <Anchor component={Link} to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })} size="xs">
              Plan and billing
            </Anchor>
          </Group>
        </Fact>
        <Fact label="Customer since">{formatDate(company.created_at)}</Fact>
      </FactGrid>
    </Section>
  );
}

function Permissions({ scopes }: { scopes: readonly string[] }) {
  const known = scopes.filter(isKnownScope);
  return (
    <Section title="Your permissions">
      {known.length === 0 ? (
        <Text size="sm" c="dimmed">
          No permissions yet. A user who can manage users gives them on the Users tab.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xs" verticalSpacing={4} component="ul" m={0} p={0}>
          {known.map((scope) => (
            <Text key={scope} component="li" size="sm" style={{ listStyle: 'none' }}>
              <b>{SCOPE_WORDS[scope].label}</b>{' '}
              <Text span size="xs" c="dimmed">
                {SCOPE_WORDS[scope].meaning}
              </Text>
            </Text>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function Features({ user }: { user: CurrentUser }) {
  const companyFlags = myAccountParts.companyFlags(user.company?.id ?? null);
  const flags = {
    user: useQuery(myAccountParts.userFlags(user.id)),
    company: useQuery(companyFlags ?? { ...actorFeatureFlagsQuery('Company', 0), enabled: false }),
  };
  const failed = flags.user.error ?? flags.company.error;
  const list = (data: { feature_flags?: unknown } | undefined) =>
    Array.isArray(data?.feature_flags) ? (data.feature_flags as string[]) : [];
  const on = enabledFlags({ user: list(flags.user.data), company: list(flags.company.data) });
  return (
    <Section title="Features on">
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          Could not load the features: {errorMessage(failed)}
        </Text>
      ) : flags.user.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : on.length === 0 ? (
        <Text size="sm" c="dimmed">
          No extra features are on for you or the company.
        </Text>
      ) : (
        <Group gap={6} aria-label="Features on for you or the company">
          {on.map((flag) => (
            <Badge key={flag} variant="light" color="gray" c="dark.7" tt="none" size="sm">
              {humanize(flag)}
            </Badge>
          ))}
        </Group>
      )}
    </Section>
  );
}

/** Profile: the signed-in user, their company and plan, their permissions and features, and the company's change orders. */
export default function ProfileTab() {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <Stack gap="md">
      <Section title="You">
        <FactGrid wide={5}>
          <Fact label="Name">{personName(user)}</Fact>
          <Fact label="E-mail">
            {/* A long company address breaks inside its cell instead of running under the phone. */}
            <span style={{ overflowWrap: 'anywhere' }}>{user.email}</span>
          </Fact>
          <Fact label="Phone">{formatPhone(user.phone_e164)}</Fact>
          <Fact label="Member since">{formatDate(user.created_at)}</Fact>
        </FactGrid>
      </Section>
      {user.company ? <Company company={user.company} /> : null}
      <Permissions scopes={user.scopes} />
      <Features user={user} />
      <ChangeOrdersSection />
    </Stack>
  );
}

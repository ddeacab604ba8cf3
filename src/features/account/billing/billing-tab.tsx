import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, useUsersPage, type CurrentUser, type Plan } from '../../../api';
import { canManageUsers, isExpiredLockout, personName, plansFor } from '../../../domain';
import { Section } from '../../../ui/detail';
import { CardForm } from './card-form';
import { CurrentPlan, PaymentMethods } from './current-plan';
import { PlansTable } from './plans-table';
import { useAfterPayment } from './use-after-payment';
import { myAccountParts } from '../my-account.route';
import { useSignedInUser } from '../use-signed-in-user';

const MANAGERS = {
  'q[user_scopes_scope_eq]': 'manage_users',
  'q[s]': 'first_name asc',
  page: 1,
  per_page: 50,
} as const;

/** Who to ask, for a user who may not change the plan: the company's users who can manage users. */
function AskAManager() {
  const managers = useUsersPage(MANAGERS);
  const names = (managers.data?.rows ?? []).map((u) => `${personName(u)} (${u.email})`);
  return (
    <Alert color="gray" variant="light" p="xs">
      <Text size="sm">
        Only a user who can manage users changes the plan or adds a card
        {names.length ? `: ask ${names.slice(0, 3).join(', ')}.` : '.'}
      </Text>
    </Alert>
  );
}

function ExpiredNotice({ user }: { user: CurrentUser }) {
  return (
    <Alert color="red" title={`The subscription of ${user.company?.legal_name ?? 'your company'} has ended`}>
      <Text size="sm">
        The trial or subscription is over, so the portal is closed until a plan is paid for. Add a card and choose a
        plan below: you then go straight on to the page you were opening.
      </Text>
    </Alert>
  );
}

function Billing({ user }: { user: CurrentUser }) {
  // The route data's queries (my-account.route.ts), which the route's loader started.
  const billing = useQuery(myAccountParts.paymentMethods());
  const plans = useQuery(myAccountParts.plans());
  // Locked out when the tab opened: a payment then takes the broker where they were going.
  const [wasLockedOut] = useState(() => isExpiredLockout(user));
  const afterPayment = useAfterPayment(wasLockedOut);
  const manager = canManageUsers(user);
  const company = user.company?.legal_name ?? 'The company';

  if (billing.isPending) return <Skeleton height={240} aria-busy aria-label="Loading the plan and payment methods" />;
  if (billing.isError)
    return (
      <Alert color="red" role="alert" title="Could not load the plan and payment methods">
        {errorMessage(billing.error)}
      </Alert>
    );
  const methods = Array.isArray(billing.data.payment_methods) ? billing.data.payment_methods : [];
  const current = billing.data.plan ?? null;
  const offered = plansFor(Array.isArray(plans.data) ? plans.data : [], user.paywall.is_watchdog);
  const onPlan = (plan: Plan) => afterPayment(`${company} is on ${plan.name}.`);

  return (
    <Stack gap="md">
      {wasLockedOut ? <ExpiredNotice user={user} /> : null}
      {manager ? null : <AskAManager />}
      <CurrentPlan plan={current} user={user} />
      <PaymentMethods methods={methods} />
      {manager && offered.length ? (
        <CardForm
          plans={offered}
          currentPlanId={current?.id ?? null}
          onSaved={(plan) => afterPayment(`The card was saved and ${company} is on ${plan.name}.`)}
        />
      ) : null}
      {plans.isError ? (
        <Section title="Plans">
          <Text size="sm" c="red.8" role="alert">
            Could not load the plans: {errorMessage(plans.error)}
          </Text>
        </Section>
      ) : (
        <PlansTable
          plans={offered}
          current={current}
          companyName={company}
          defaultMethod={methods.find((m) => m.is_default) ?? null}
          manager={manager}
          onChanged={onPlan}
        />
      )}
    </Stack>
  );
}

/**
 * Plan and billing (`?tab=4`, where an expired subscription or trial is sent): the current plan and
 * its usage, the stored payment methods, a card form behind the build's payment adapter, and the
 * plans to move to. After a payment, a company that was locked out goes on to where it was going.
 */
export default function BillingTab() {
  const user = useSignedInUser();
  return user ? <Billing user={user} /> : null;
}

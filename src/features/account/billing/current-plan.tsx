import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { CurrentUser, PaymentMethod, Plan } from '../../../api';
import { PLAN_UNLOCKS, searchUsage } from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';
import { limitText, methodName, planPrice } from './plan-cells';
import { decimalNumber } from '../../../ui/en-us';

function Usage({ paywall }: { paywall: CurrentUser['paywall'] }) {
  const usage = searchUsage(paywall);
  if (usage.limit === null)
    return (
      <Text size="sm">
        {decimalNumber(usage.used)} carrier searches this period{' '}
        <Text span c="dimmed">
          (unlimited)
        </Text>
      </Text>
    );
  const text = `${decimalNumber(usage.used)} of ${decimalNumber(usage.limit)} carrier searches used this period`;
  return (
    <Stack gap={4} maw={360}>
      <Text size="sm" c={usage.reached ? 'red.8' : undefined} fw={usage.reached ? 600 : undefined}>
        {text}
        {usage.reached ? ': the limit is reached' : ''}
      </Text>
      <Progress value={(usage.share ?? 0) * 100} color={usage.reached ? 'red' : 'steel'} size="sm" aria-label={text} />
    </Stack>
  );
}

/** The current plan, its price and limits, the carrier searches used of the limit, and what it unlocks. */
export function CurrentPlan({ plan, user }: { plan: Plan | null; user: CurrentUser }) {
  const unlocked = PLAN_UNLOCKS.filter(({ key }) => user.paywall[key]);
  return (
    <Section title="Current plan">
      <FactGrid wide={5}>
        <Fact label="Plan">{plan ? plan.name : 'No plan'}</Fact>
        <Fact label="Price">{plan ? planPrice(plan) : '—'}</Fact>
        <Fact label="Users included">{plan ? limitText(plan.seats_included) : '—'}</Fact>
        <Fact label="Carrier searches a period">{plan ? limitText(plan.carrier_searches_limit) : '—'}</Fact>
        <Fact label="Your plan unlocks">
          {unlocked.length ? (
            <Group gap={4}>
              {unlocked.map(({ key, label }) => (
                <Badge key={key} size="xs" variant="light" color="green" c="dark.7" tt="none">
                  {label}
                </Badge>
              ))}
            </Group>
          ) : (
            'Nothing yet'
          )}
        </Fact>
      </FactGrid>
      {plan ? <Usage paywall={user.paywall} /> : null}
    </Section>
  );
}

const METHOD_COLUMNS: DataTableColumn<PaymentMethod>[] = [
  {
    id: 'method',
    header: 'Method',
    cell: (m) => (
      <Group gap={6} wrap="nowrap">
        <span>{methodName(m)}</span>
        {m.is_default ? (
          <Badge size="xs" variant="filled" tt="none">
            Default
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'expires',
    header: 'Expires',
    cell: (m) => (m.exp_month && m.exp_year ? `${String(m.exp_month).padStart(2, '0')}/${m.exp_year}` : '—'),
  },
  { id: 'created_at', header: 'Added', cell: (m) => formatDate(m.created_at) },
];

/** The stored payment methods, the default (the one the plan is charged to) marked. */
export function PaymentMethods({ methods }: { methods: readonly PaymentMethod[] }) {
  return (
    <Section title="Payment methods">
      <DataTable
        label="Payment methods"
        columns={METHOD_COLUMNS}
        rows={methods}
        getRowId={(m) => m.token}
        emptyMessage="No card or bank account on file."
        maxHeight={200}
      />
    </Section>
  );
}

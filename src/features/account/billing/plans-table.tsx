import { Badge, Button, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage, useChangePlanAndRefresh, type PaymentMethod, type Plan } from '../../../api';
import { PLAN_UNLOCKS, unlocksLost } from '../../../domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { Included, limitText, methodName, planPrice } from './plan-cells';

interface Props {
  plans: readonly Plan[];
  current: Plan | null;
  companyName: string;
  /** The method a plan is charged to; without one a plan is chosen with a new card. */
  defaultMethod: PaymentMethod | null;
  /** Whether the user may change the plan (manage_users). */
  manager: boolean;
  onChanged: (plan: Plan) => void;
}

function columnsFor(current: Plan | null, action: ((plan: Plan) => React.ReactNode) | null): DataTableColumn<Plan>[] {
  return [
    {
      id: 'name',
      header: 'Plan',
      cell: (plan) => (
        <Group gap={6} wrap="nowrap">
          <span>{plan.name}</span>
          {plan.id === current?.id ? (
            <Badge size="xs" variant="outline" color="gray" c="dark.7" tt="none" miw="max-content">
              Current
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { id: 'price', header: 'Price', cell: (plan) => planPrice(plan, true) },
    { id: 'searches', header: 'Carrier searches', cell: (plan) => limitText(plan.carrier_searches_limit) },
    { id: 'seats', header: 'Users', cell: (plan) => limitText(plan.seats_included) },
    ...PLAN_UNLOCKS.map(({ key, label }): DataTableColumn<Plan> => ({
      id: key,
      header: label,
      cell: (plan) => <Included yes={plan.unlocks[key]} />,
    })),
    ...(action ? [{ id: 'action', header: 'Change', cell: action }] : []),
  ];
}

/** The plans of the broker's brand, cheapest first, with what each unlocks; a manager switches plan (confirmed). */
export function PlansTable({ plans, current, companyName, defaultMethod, manager, onChanged }: Props) {
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const change = useChangePlanAndRefresh();
  const columns = useMemo(() => {
    const action = (plan: Plan) => {
      if (plan.id === current?.id) return null;
      if (!defaultMethod)
        return (
          <Text span size="xs" c="dimmed">
            Add a card below
          </Text>
        );
      return (
        <Button
          size="compact-xs"
          variant="light"
          aria-haspopup="dialog"
          aria-label={`Switch to ${plan.name}`}
          onClick={() => setChoosing(plan)}
        >
          Switch
        </Button>
      );
    };
    return columnsFor(current, manager ? action : null);
  }, [current, defaultMethod, manager]);
  const lost = choosing ? unlocksLost(current, choosing) : [];

  return (
    <Section title="Plans">
      <DataTable
        label="Plans"
        columns={columns}
        rows={plans}
        getRowId={(plan) => plan.id}
        emptyMessage="No plans on sale."
      />
      <ConfirmDialog
        opened={choosing !== null}
        onClose={() => setChoosing(null)}
        title={`Move ${companyName} to ${choosing?.name ?? 'this plan'}?`}
        confirmLabel={`Switch to ${choosing?.name ?? 'this plan'}`}
        onConfirm={async () => {
          if (!choosing) return;
          await change.mutateAsync({ data: { plan_id: choosing.id } });
          onChanged(choosing);
        }}
        errorText={errorMessage}
      >
        {choosing ? (
          <>
            {planPrice(choosing)}, charged pro rata to{' '}
            {defaultMethod ? methodName(defaultMethod) : 'the default method'}.
            {lost.length ? ` ${companyName} loses: ${lost.join(', ')}.` : ''}
          </>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
}

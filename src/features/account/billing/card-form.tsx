import { Alert, Button, Group, NativeSelect, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useAddPaymentMethodAndRefresh, useServerForm, type Plan } from '../../../api';
import { AddPaymentMethodBody } from '../../../api/validators';
import { FormError } from '../../../ui/form-error';
import {
  CardFormError,
  paymentAdapter,
  type CardFields,
  type PaymentAdapter,
} from '../../../ui/payments/payment-adapter';
import { Section } from '../../../ui/detail';
import { planPrice } from './plan-cells';

interface Form {
  plan_id: string;
  /** Not typed: the server's refusal of the card's nonce lands here. */
  nonce?: string;
}
const messages = { plan_id: 'Choose the plan to subscribe to.' };
/** The chosen plan, checked by the contract's schema before the card is tokenised. */
const planSchema = z.preprocess(
  (form: Form) => ({ plan_id: form.plan_id }),
  AddPaymentMethodBody.pick({ plan_id: true }),
);

/** Loads the build's payment adapter once (VITE_PAYMENT_PROVIDER). */
function useAdapter() {
  const [adapter, setAdapter] = useState<PaymentAdapter | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    paymentAdapter().then(
      (loaded) => live && setAdapter(loaded),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, []);
  return { adapter, failure };
}

interface Props {
  plans: readonly Plan[];
  currentPlanId: string | null;
  onSaved: (plan: Plan) => void;
}

/**
 * "Add a card": the plan to subscribe to and the card, turned into a nonce by the payment
 * provider's tokeniser (the card number never reaches our API); the nonce and plan go to
 * addPaymentMethod. The card becomes the default method. What was typed stays on any refusal.
 */
export function CardForm({ plans, currentPlanId, onSaved }: Props) {
  const { adapter, failure } = useAdapter();
  // The provider's fields hand over their handle through a callback ref, kept as state.
  const [fields, setFields] = useState<CardFields | null>(null);
  const add = useAddPaymentMethodAndRefresh();
  const { form, submit: save } = useServerForm({
    schema: planSchema,
    messages,
    defaultValues: { plan_id: plans.some((p) => p.id === currentPlanId) ? (currentPlanId ?? '') : '' },
    fields: ['plan_id', 'nonce'],
    onSubmit: async ({ plan_id }, { setError }) => {
      const plan = plans.find((p) => p.id === plan_id);
      if (!fields || !plan) return;
      let nonce: string;
      try {
        nonce = (await fields.tokenize()).nonce;
      } catch (error) {
        // The fields show their own problems; a provider that did not answer is said above the form.
        if (!(error instanceof CardFormError) || Object.keys(error.problems).length === 0)
          setError('root.server', { message: error instanceof Error ? error.message : String(error) });
        return;
      }
      await add.mutateAsync({ data: AddPaymentMethodBody.parse({ nonce, plan_id }) });
      onSaved(plan);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Section title="Add a card">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm" maw={560}>
          <FormError errors={errors} title="The card was not saved" />
          <NativeSelect
            label="Plan"
            description="The card becomes the default payment method and the company is subscribed to this plan."
            data={[
              { value: '', label: 'Choose a plan' },
              ...plans.map((p) => ({ value: p.id, label: `${p.name}, ${planPrice(p)}` })),
            ]}
            error={errors.plan_id?.message}
            {...form.register('plan_id')}
          />
          {errors.nonce?.message ? (
            <Alert color="red" role="alert" title="The card was refused">
              The card {errors.nonce.message}. Try another card or call the bank.
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" title="Cards cannot be added here">
              {failure}
            </Alert>
          ) : adapter ? (
            <adapter.CardFields ref={setFields} disabled={isSubmitting} />
          ) : (
            <Skeleton height={120} aria-label="Loading the card form" />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!adapter}>
              Save card and subscribe
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

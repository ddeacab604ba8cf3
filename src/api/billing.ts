import { useQueryClient } from '@tanstack/react-query';
import {
  getGetCurrentPaymentMethodsQueryKey,
  getGetCurrentPaymentMethodsQueryOptions,
  getListPlansQueryOptions,
  useAddPaymentMethod,
  useChangePlan,
} from '../../generated/identity/hooks/billing/billing';
import { getGetCurrentUserQueryKey } from '../../generated/identity/hooks/session/session';
import type { CurrentPaymentMethods, CurrentUserResponse } from '../../generated/identity/model';

/** The company's plan and payment methods (identity API), for My Account's Plan and billing tab. */
export type { PaymentMethod, Plan } from '../../generated/identity/model';

/** The company's plan and stored payment methods (My Account's route data, my-account.route.ts). */
export const paymentMethodsQuery = () => getGetCurrentPaymentMethodsQueryOptions();
/** Every plan on sale, with what each unlocks (My Account's route data). */
export const plansQuery = () => getListPlansQueryOptions();

/**
 * After a plan change or a new card: the billing tab shows the answer, and the current user (its
 * company status and paywall) is fetched again and waited for, so the guards see the new plan
 * before the broker is taken anywhere.
 */
function useAfterBillingChange() {
  const queryClient = useQueryClient();
  return async (billing: CurrentPaymentMethods) => {
    queryClient.setQueryData(getGetCurrentPaymentMethodsQueryKey(), billing);
    await queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
  };
}

/** Moves the company to another plan; the billing tab and the current user are refreshed. */
export function useChangePlanAndRefresh() {
  return useChangePlan({ mutation: { onSuccess: useAfterBillingChange() } });
}

/** Stores a card (its nonce) as the default and subscribes to a plan; the billing tab and the current user are refreshed. */
export function useAddPaymentMethodAndRefresh() {
  return useAddPaymentMethod({ mutation: { onSuccess: useAfterBillingChange() } });
}

/**
 * Reads the current user as the cache holds it now, for a decision right after a billing change
 * (whose refresh the mutation has waited for); a render's `useCurrentUser()` may still be the old one.
 */
export function useReadCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<CurrentUserResponse>(getGetCurrentUserQueryKey())?.user ?? null;
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRequestedCarrier } from '../../api';
import type { AfterCodeStepState } from '../../config/navigation-state';
import { paths } from '../../config/paths';
import { nextDestination } from '../../domain';
import { savedDestination } from '../../lib/saved-destination';

/**
 * After a step of signing in or up (the code, Required Information, Sign Up Details): on to where the
 * guard sent the user away from, used once (carrier-portal §3 "used after sign-in and then cleared"),
 * else the requested page (§6 "the saved redirect or the requested page": the carrier the user asked
 * about, `requested_carrier_id`), else Home. The code step passes the id its answer carried; the other
 * steps read the user their call refreshed. The guard runs the details checks once more and sends on
 * to whatever is still missing, saving the destination again.
 */
export function useGoOnAfterSignIn(): (requestedCarrierId?: number | null) => Promise<void> {
  const navigate = useNavigate();
  const requestedCarrier = useRequestedCarrier();
  return useCallback(
    async (requestedCarrierId?: number | null) => {
      const carrierId = requestedCarrierId === undefined ? requestedCarrier() : requestedCarrierId;
      const requested = carrierId ? paths.carrierDetail.href(carrierId) : paths.home.href();
      const next = nextDestination(savedDestination.get(), requested);
      if (next.clearSaved) savedDestination.clear();
      const state: AfterCodeStepState = { afterCodeStep: true };
      await navigate(next.to, { replace: true, state });
    },
    [navigate, requestedCarrier],
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AfterCodeStepState } from '../../app/navigation-state';
import { paths } from '../../app/paths';
import { nextDestination } from '../../domain';
import { savedDestination } from '../../lib/saved-destination';

/**
 * After a step of signing in or up (the code, Required Information, Sign Up Details): on to where the
 * guard sent the user away from, used once (carrier-portal §3 "used after sign-in and then cleared"),
 * else Home; the guard runs the details checks once more and sends on to whatever is still missing,
 * saving the destination again.
 */
export function useGoOnAfterSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const next = nextDestination(savedDestination.get(), paths.home.href());
    if (next.clearSaved) savedDestination.clear();
    const state: AfterCodeStepState = { afterCodeStep: true };
    await navigate(next.to, { replace: true, state });
  }, [navigate]);
}

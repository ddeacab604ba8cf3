import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { CurrentUserResponse } from '../api';
import { useCurrentUser } from '../api/session';
import type { AfterCodeStepState } from '../config/navigation-state';
import { paths } from '../config/paths';
import { decideAccess, type AccessDecision } from '../domain/access';
import { routeKind, type RouteId } from '../domain/routes';
import { env } from '../lib/env';
import { savedDestination } from '../lib/saved-destination';
import { currentBrand } from '../ui/brand';
import { useRouteId } from './route-meta';

/** The access decision for one route, given the refreshed user and where the user is. */
export function accessFor(
  route: RouteId,
  data: CurrentUserResponse | undefined,
  location: { pathname: string; search: string; state: unknown },
): AccessDecision {
  return decideAccess({
    route,
    kind: routeKind(route),
    user: data?.user ?? null,
    featureFlags: data?.feature_flags ?? { user: [], company: [] },
    brand: currentBrand(),
    afterCodeStep: (location.state as Partial<AfterCodeStepState> | null)?.afterCodeStep === true,
    location: { path: location.pathname, search: location.search },
    config: { onboardingUrl: env.onboardingUrl, hosts: env.brandHosts },
  });
}

function LeaveApp({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return (
    <Center mih="50vh">
      <Loader aria-label="Taking you to the right place" />
    </Center>
  );
}

/**
 * The one guard, a layout route over the domain's access decision: lets the route render, redirects
 * inside the app (saving where the user wanted to go), or leaves the app for an allow-listed address.
 */
export function AccessGuard() {
  const route = useRouteId();
  const { data } = useCurrentUser();
  const decision = accessFor(route, data, useLocation());
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'external') return <LeaveApp url={decision.url} />;
  return <Redirect to={`${paths[decision.to].pattern}${decision.search ?? ''}`} save={decision.saveDestination} />;
}

function Redirect({ to, save }: { to: string; save: string | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (save) savedDestination.set(save);
    void navigate(to, { replace: true });
  }, [navigate, to, save]);
  return null;
}

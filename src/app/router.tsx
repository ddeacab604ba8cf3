import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
// The API's modules rather than its barrel, which would bring every screen's calls into the initial JS.
import { blockedAccessOf } from '../api/blocked-access';
import { refreshCurrentUser } from '../api/session';
import { paths } from '../config/paths';
// The domain's modules rather than its barrel, which would bring every screen's rules into the initial JS.
import { ROUTE_IDS, routeKind, type RouteId } from '../domain/routes';
import { FrameFallback } from './frame-fallback';
import { AccessGuard } from './guards';
import { RootLayout, RootLayoutWithoutUser } from './root-layout';
import { RouteError } from './route-error';
import { routeLoaders } from './route-loaders';
import { SCREENS, TITLED_AT_FIRST_PAINT } from './screens';

// Every screen module (a `*-page.tsx` of features/), each its own chunk; SCREENS says which route shows which.
const screenModules = import.meta.glob<{ default: ComponentType }>('../features/**/*-page.tsx');

function screenOf(id: RouteId) {
  const load = screenModules[`../${SCREENS[id]}`];
  if (!load) throw new Error(`No screen module ${SCREENS[id]} for the route ${id}.`);
  return load;
}

const route =
  (loaders: Partial<Record<RouteId, LoaderFunction>>) =>
  (id: RouteId): RouteObject => ({
    path: paths[id].pattern,
    handle: { id, title: paths[id].title },
    // Declared on the route, not in `lazy`: the loader starts the screen's data while its chunk loads.
    loader: loaders[id],
    lazy: async () => ({ Component: (await screenOf(id)()).default }),
  });

// Without the app's chrome: the sign-in and sign-up steps. The block pages stand outside the root
// loader, since a blocked user must be able to see them. Everything else is framed by the shell, in
// the spec's order (ROUTE_IDS): the rate-confirmation detail before the e-mails routes, which still
// resolve to the e-mails screens because the router ranks the static "emails" segment above ":id".
const bare = ROUTE_IDS.filter(
  (id) => routeKind(id) === 'forbidsAuthentication' || routeKind(id) === 'allowedWhileAuthenticated',
);
const blockPages = ROUTE_IDS.filter((id) => routeKind(id) === 'public' && id !== 'notFound');
const framed = [...ROUTE_IDS.filter((id) => routeKind(id) === 'requiresUser'), 'notFound' as const];
// The framed screens' own addresses (not the not-found route's, which matches any), for the first paint.
const framedPatterns = framed.filter((id) => id !== 'notFound').map((id) => paths[id].pattern);
const titled = TITLED_AT_FIRST_PAINT.map((id) => ({ pattern: paths[id].pattern, title: paths[id].title }));

/**
 * The data router of the portal, under the /broker/ basename. Before every navigation the root
 * loader refreshes the current user and feature flags through the query cache; the one guard, a
 * layout route, then decides with the domain's access rules. Screens load lazily.
 */
export function createRouter(queryClient: QueryClient) {
  const withLoader = route(routeLoaders(queryClient));
  return createBrowserRouter(
    [
      {
        id: 'root',
        Component: RootLayout,
        // While the first loaders run (the current user): the frame's header on a framed screen (with
        // its heading on a phone, where it is its title, and Home's welcome), Sign in's card on its page.
        HydrateFallback: () => (
          <FrameFallback
            patterns={framedPatterns}
            titled={titled}
            welcome={paths.home.pattern}
            signIn={paths.login.pattern}
          />
        ),
        ErrorBoundary: RouteError,
        loader: async () => {
          try {
            return await refreshCurrentUser(queryClient);
          } catch (error) {
            // A 406 or 418 on the refresh: show the block page it names instead of an error.
            const blocked = blockedAccessOf(error);
            if (blocked && blocked.kind !== 'external') throw redirect(paths[blocked.kind].pattern);
            throw error;
          }
        },
        // A new screen refreshes the user first (spec: before every navigation); a list's own query
        // changes (tab, filter, sort, page: same path, new search) do not wait for that round trip.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        children: [
          {
            Component: AccessGuard,
            children: [
              ...bare.map(withLoader),
              // The shell (AppShell, navigation, the account popover and its floating-ui) is lazy too:
              // the sign-in steps never load it, and it stays out of the initial JS (budgets.json).
              {
                lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
                children: framed.map(withLoader),
              },
            ],
          },
        ],
      },
      { Component: RootLayoutWithoutUser, ErrorBoundary: RouteError, children: blockPages.map(withLoader) },
    ],
    { basename: '/broker/' },
  );
}

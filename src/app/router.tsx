import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
// The API's modules rather than its barrel, which would bring every screen's calls into the initial JS.
import { blockedAccessOf } from '../api/http';
import { refreshCurrentUser } from '../api/session';
// The domain's modules rather than its barrel, which would bring every screen's rules into the initial JS.
import { ROUTE_IDS, routeKind, type RouteId } from '../domain/routes';
import { AccessGuard } from './guards';
import { paths } from './paths';
import { RootLayout, RootLayoutWithoutUser } from './root-layout';
import { RouteError } from './route-error';
import { routeLoaders } from './route-loaders';

type Screen = () => Promise<{ default: ComponentType }>;

const blocked: Screen = () => import('../features/errors/access-blocked-page');

// Which screen each route shows: every route has its own (a new route id fails the typecheck until it has one).
const screens: Record<RouteId, Screen> = {
  login: () => import('../features/auth/login-page'),
  loginCode: () => import('../features/auth/login-code-page'),
  signUp: () => import('../features/auth/sign-up-page'),
  signUpCode: () => import('../features/auth/sign-up-code-page'),
  signUpDetails: () => import('../features/auth/sign-up-details-page'),
  requiredInformation: () => import('../features/auth/required-information-page'),
  home: () => import('../features/carrier-search/home/home-page'),
  globalSearch: () => import('../features/carrier-search/carrier-search-page'),
  carrierSearchResults: () => import('../features/carrier-search/carrier-search-results-page'),
  laneSearch: () => import('../features/carrier-search/lane-search-page'),
  laneSearchResults: () => import('../features/carrier-search/lane-search-results-page'),
  contactSearch: () => import('../features/carrier-search/contact-search-page'),
  savedSearches: () => import('../features/carrier-search/saved-searches-page'),
  loads: () => import('../features/loads/loads-page'),
  loadDetail: () => import('../features/loads/load-detail-page'),
  notes: () => import('../features/notes/notes-page'),
  alerts: () => import('../features/alerts/alerts-page'),
  rateConfirmations: () => import('../features/rate-confirmations/rate-confirmations-page'),
  rateConfirmationDetail: () => import('../features/rate-confirmations/rate-confirmation-detail-page'),
  rateConfirmationEmails: () => import('../features/rate-confirmations/rate-confirmation-emails-page'),
  rateConfirmationEmailDetail: () => import('../features/rate-confirmations/rate-confirmation-email-detail-page'),
  vehicles: () => import('../features/vehicles/vehicles-page'),
  vehicleShow: () => import('../features/vehicles/vehicle-show-page'),
  exchange: () => import('../features/load-board/exchange-page'),
  rules: () => import('../features/rules/rules-page'),
  myCarriersMine: () => import('../features/connections/carrier-lists-page'),
  myCarriers: () => import('../features/connections/carrier-lists-page'),
  connections: () => import('../features/connections/carrier-lists-page'),
  carrierDetail: () => import('../features/carrier-profile/carrier-profile-page'),
  myAccount: () => import('../features/account/my-account-page'),
  companyChangeOrder: () => import('../features/account/change-order/change-order-page'),
  notFound: () => import('../features/errors/not-found-page'),
  vpnBlock: blocked,
  countryBlock: blocked,
  pendingAccessReview: blocked,
};

const route =
  (loaders: Partial<Record<RouteId, LoaderFunction>>) =>
  (id: RouteId): RouteObject => ({
    path: paths[id].pattern,
    handle: { id, title: paths[id].title },
    // Declared on the route, not in `lazy`: the loader starts the screen's data while its chunk loads.
    loader: loaders[id],
    lazy: async () => ({ Component: (await screens[id]()).default }),
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

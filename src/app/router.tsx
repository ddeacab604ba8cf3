import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { blockedAccessOf, refreshCurrentUser } from '../api';
import type { RouteId } from '../domain';
import { AppLayout } from './app-layout';
import { AccessGuard } from './guards';
import { paths } from './paths';
import { RootLayout, RootLayoutWithoutUser } from './root-layout';
import { RouteError } from './route-error';

type Screen = () => Promise<{ default: ComponentType }>;

const placeholder: Screen = () => import('../features/placeholder/placeholder-page');
const blocked: Screen = () => import('../features/errors/access-blocked-page');

// Which screen each route shows; routes whose screen is not built yet show the placeholder.
const screens: Partial<Record<RouteId, Screen>> = {
  login: () => import('../features/auth/login-page'),
  loginCode: () => import('../features/auth/login-code-page'),
  home: () => import('../features/home/home-page'),
  notFound: () => import('../features/errors/not-found-page'),
  vpnBlock: blocked,
  countryBlock: blocked,
  pendingAccessReview: blocked,
};

const route = (id: RouteId): RouteObject => ({
  path: paths[id].pattern,
  handle: { id, title: paths[id].title },
  lazy: async () => ({ Component: (await (screens[id] ?? placeholder)()).default }),
});

// Routes shown without the app's chrome: the sign-in and sign-up steps and the block pages.
const bare: RouteId[] = ['login', 'loginCode', 'signUp', 'signUpCode', 'signUpDetails', 'requiredInformation'];
// The block pages stand outside the root loader: a blocked user must be able to see them.
const blockPages: RouteId[] = ['vpnBlock', 'countryBlock', 'pendingAccessReview'];
// Inside the chrome, in the spec's order (the rate-confirmation detail before the e-mails routes;
// the router ranks the static "emails" segment above ":id", so both resolve as the spec requires).
const framed: RouteId[] = [
  'home',
  'laneSearch',
  'laneSearchResults',
  'carrierSearchResults',
  'globalSearch',
  'contactSearch',
  'myCarriersMine',
  'myCarriers',
  'connections',
  'savedSearches',
  'rateConfirmations',
  'rateConfirmationDetail',
  'rateConfirmationEmails',
  'rateConfirmationEmailDetail',
  'carrierDetail',
  'myAccount',
  'companyChangeOrder',
  'exchange',
  'vehicles',
  'vehicleShow',
  'alerts',
  'loads',
  'loadDetail',
  'notFound',
];

/**
 * The data router of the portal, under the /broker/ basename. Before every navigation the root
 * loader refreshes the current user and feature flags through the query cache; the one guard, a
 * layout route, then decides with the domain's access rules. Screens load lazily.
 */
export function createRouter(queryClient: QueryClient) {
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
        shouldRevalidate: () => true,
        children: [
          {
            Component: AccessGuard,
            children: [...bare.map(route), { Component: AppLayout, children: framed.map(route) }],
          },
        ],
      },
      { Component: RootLayoutWithoutUser, ErrorBoundary: RouteError, children: blockPages.map(route) },
    ],
    { basename: '/broker/' },
  );
}

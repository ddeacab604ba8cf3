import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout';
import { RequireGuest, RequireUser } from './guards';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The data router of the portal, under the /broker/ basename. Screens load lazily. */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        Component: RootLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            Component: RequireGuest,
            children: [
              {
                path: paths.login.pattern,
                handle: { title: paths.login.title },
                lazy: screen(() => import('../features/auth/login-page')),
              },
              {
                path: paths.loginCode.pattern,
                handle: { title: paths.loginCode.title },
                lazy: screen(() => import('../features/auth/login-code-page')),
              },
            ],
          },
          {
            Component: RequireUser,
            children: [
              {
                Component: AppLayout,
                children: [
                  {
                    path: paths.home.pattern,
                    handle: { title: paths.home.title },
                    lazy: screen(() => import('../features/home/home-page')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    { basename: '/broker/' },
  );
}

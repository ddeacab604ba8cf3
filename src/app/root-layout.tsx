import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { currentAnalytics } from '../lib/analytics';
import { env } from '../lib/env';
import { DocumentTitle } from './document-title';

/** The outermost route: the page title and page-view analytics, then the guard and the screen. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (env.analytics) currentAnalytics().pageView(pathname);
  }, [pathname]);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** The block pages' root: the page title only, since no user can be loaded there. */
export function RootLayoutWithoutUser() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

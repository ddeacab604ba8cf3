import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';

/** The outermost route: the page title, then whichever guard and screen match. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

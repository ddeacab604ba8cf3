import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../api';
import { paths } from './paths';

/** Layout route for screens that need a signed-in user: anyone else goes to Login. */
export function RequireUser() {
  const { signedIn, isPending } = useCurrentUser();
  if (!signedIn) return <Navigate to={paths.login.href()} replace />;
  if (isPending)
    return (
      <Center mih="50vh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  return <Outlet />;
}

/** Layout route for the sign-in steps: a signed-in user goes Home. */
export function RequireGuest() {
  const { signedIn, data } = useCurrentUser();
  if (signedIn && data) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}

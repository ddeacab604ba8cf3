import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, a module of its own so that the router's shell can load it lazily: a named
 * import lets the bundler leave Notifications (transitions, portal) out of the initial JS, which a
 * dynamic import of the package's index would not.
 */
export default function NotificationsContainer() {
  return <Notifications position="bottom-right" autoClose={3000} />;
}

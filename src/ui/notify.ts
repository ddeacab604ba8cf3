import { notifications } from '@mantine/notifications';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'default';
const colors: Record<Kind, string | undefined> = {
  success: 'green',
  error: 'red',
  info: 'blue',
  warning: 'orange',
  default: undefined,
};

/** A toast of one of the five types (bottom-right, 3000 ms, paused while hovered: see Providers). */
export function notify(kind: Kind, message: string, title?: string): void {
  // The close button is an icon: without a name axe flags every page while a toast shows.
  notifications.show({ color: colors[kind], message, title, closeButtonProps: { 'aria-label': 'Dismiss' } });
}
